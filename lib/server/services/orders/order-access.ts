import 'server-only';
import { eq } from 'drizzle-orm';
import type { OrderAccessRequest } from '@/lib/api/contract/order';
import type { DbOrTx } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { orderTokenMatches } from './order-token';

export type OrderRow = typeof orders.$inferSelect;

/** Compared against when there is no such order, so that a wrong id takes as long as a wrong token. */
const ABSENT_TOKEN = 'x'.repeat(43);

/**
 * The order that the id and its secret token name. A wrong id and a wrong token give the same 404, so
 * that the answer tells nobody which orders exist.
 */
export async function orderByAccess(db: DbOrTx, access: OrderAccessRequest): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, access.id)).limit(1);
  const matches = orderTokenMatches(row?.token ?? ABSENT_TOKEN, access.token);
  if (!row || !matches) throw new AppError('NOT_FOUND');
  return row;
}

/** The order by its id alone: for the shop's own work after submit, never for a visitor's request. */
export async function orderById(db: DbOrTx, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
