import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';

/**
 * The category and its active descendants. Brand taxons below it are left out: they gather a brand's
 * products from every root ("Bistro Line" under tableware holds its glasses too), which do not belong to
 * the parent category. Read before the listing's statement, so that the planner sees the ids and can
 * estimate how many products they hold (a recursive CTE it cannot: it read all 50,000 products).
 */
export async function categoryTreeIds(db: DbOrTx, categoryId: number): Promise<number[]> {
  const result = await db.execute(sql`
    with recursive tree(id) as (
      select c.id from categories c where c.id = ${categoryId}
      union all
      select c.id from categories c join tree on c.parent_id = tree.id
      where c.is_active and not c.is_brand_taxon
    )
    select id from tree
  `);
  return sqlRows<{ id: number }>(result).map((row) => Number(row.id));
}
