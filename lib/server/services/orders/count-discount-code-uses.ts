import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { orderError } from './order-errors';

/**
 * Counts one use of each code. The update locks the code's row, so under concurrent submits the limit
 * is checked against the count of the committed orders: a code with one use left goes to one order.
 */
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
