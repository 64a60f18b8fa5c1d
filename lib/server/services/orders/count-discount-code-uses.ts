import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { orderError } from './order-errors';

/**
 * Locks the rows of the codes attached to the cart (id order) until the transaction ends, before the
 * cart is priced: concurrent submits with one code then see its uses one after another, and a code
 * whose last use another order took is priced as used up rather than counted twice.
 */
export async function lockCartDiscountCodes(tx: DbOrTx, cartId: number): Promise<void> {
  await tx.execute(sql`
    select dc.id from discount_codes dc
    join cart_discount_codes cdc on cdc.discount_code_id = dc.id
    where cdc.cart_id = ${cartId}
    order by dc.id
    for update of dc
  `);
}

/** Counts one use of each code the order applies; a code past its limit is refused (409) and nothing is written. */
export async function countDiscountCodeUses(tx: DbOrTx, codeIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(codeIds)].sort((a, b) => a - b)) {
    const used = sqlRows<{ id: number }>(
      await tx.execute(sql`
        update discount_codes set used_count = used_count + 1
        where id = ${id} and (usage_limit is null or used_count < usage_limit)
        returning id
      `),
    );
    if (used.length === 0) throw orderError('DISCOUNT_CODE_USED_UP', { discount_code_id: [String(id)] });
  }
}
