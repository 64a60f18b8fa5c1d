import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';

export interface LockedStock {
  stock: number;
  backorder: boolean;
}

/**
 * Locks the variants' rows until the transaction ends and answers their current stock. The rows are
 * locked in id order, so two carts with the same variants never wait for each other in a circle.
 */
export async function lockVariantStock(
  tx: DbOrTx,
  variantIds: readonly number[],
): Promise<Map<number, LockedStock>> {
  const locked = new Map<number, LockedStock>();
  if (variantIds.length === 0) return locked;
  const rows = sqlRows<{ id: number; stock: number; backorder: boolean }>(
    await tx.execute(sql`
      select id, stock, backorder from variants where id in ${[...variantIds]} order by id for update
    `),
  );
  for (const row of rows) locked.set(row.id, { stock: row.stock, backorder: row.backorder });
  return locked;
}

/** Pieces a line takes from stock: all of it, or what there is when the rest is ordered on backorder. */
export function quantityFromStock(quantity: number, stock: number): number {
  return Math.max(0, Math.min(quantity, stock));
}

/**
 * Moves the variants' stock by the given amounts (negative takes, positive returns), in one statement: the
 * database's triggers then refresh the products' offers once, in one order of products (migration 0014).
 */
export async function changeStock(tx: DbOrTx, changes: ReadonlyMap<number, number>): Promise<void> {
  const moves = [...changes]
    .filter(([, delta]) => delta !== 0)
    .map(([variantId, delta]) => sql`(${variantId}::integer, ${delta}::integer)`);
  if (moves.length === 0) return;
  await tx.execute(sql`
    update variants v set stock = v.stock + m.delta, updated_at = now()
    from (values ${sql.join(moves, sql`, `)}) as m (variant_id, delta)
    where v.id = m.variant_id
  `);
}
