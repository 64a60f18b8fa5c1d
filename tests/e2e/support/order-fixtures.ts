import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OrderFixture } from '@/tests/support/order-fixtures';

type FixtureName =
  'czBankTransfer' | 'skBankTransfer' | 'czCardEnglish' | 'czCard' | 'returnSk' | 'returnEn' | 'returnAdmin';

interface PreparedOrders {
  placedOn: string;
  orders: Record<FixtureName, OrderFixture>;
}

function preparedOrders(): PreparedOrders {
  const file = path.join(process.cwd(), '.data-e2e', 'e2e-orders.json');
  return JSON.parse(readFileSync(file, 'utf8')) as PreparedOrders;
}

/** The orders that tests/e2e/support/prepare-orders.ts wrote before the server started. */
export function e2eOrder(name: FixtureName): OrderFixture {
  return preparedOrders().orders[name];
}

/**
 * The shop day (`YYYY-MM-DD`, Prague) the prepared orders were placed on: a run that crosses midnight finds
 * them on the day before its tests' today.
 */
export function e2eOrdersDay(): string {
  return preparedOrders().placedOn;
}
