import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OrderFixture } from '@/tests/support/order-fixtures';

type FixtureName =
  'czBankTransfer' | 'skBankTransfer' | 'czCardEnglish' | 'czCard' | 'returnSk' | 'returnEn' | 'returnAdmin';

/** The orders that tests/e2e/support/prepare-orders.ts wrote before the server started. */
export function e2eOrder(name: FixtureName): OrderFixture {
  const file = path.join(process.cwd(), '.data-e2e', 'e2e-orders.json');
  const orders = JSON.parse(readFileSync(file, 'utf8')) as Record<FixtureName, OrderFixture>;
  return orders[name];
}
