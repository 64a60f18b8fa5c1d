import 'server-only';
import { sql } from 'drizzle-orm';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { listProductCardsByIds, type ProductCard } from '@/lib/server/services/product-cards';

/** How many cards each row of the product page shows. */
export const RELATED_LIMIT = 6;

export interface ProductRelations {
  /** Other products of the same category: what a buyer could take instead. */
  alternatives: ProductCard[];
  /** Best sellers of the neighbouring categories under the same root: what goes with it. */
  related: ProductCard[];
}

async function idsOf(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number[]> {
  return sqlRows<{ id: number }>(await db.execute(query)).map((row) => row.id);
}

export async function loadProductRelations(
  db: DbOrTx,
  product: { id: number; mainCategoryId: number | null },
  shop: { locale: Locale; channel: Channel },
): Promise<ProductRelations> {
  const { id, mainCategoryId } = product;
  if (mainCategoryId === null) return { alternatives: [], related: [] };
  const [alternativeIds, relatedIds] = await Promise.all([
    idsOf(
      db,
      sql`select p.id from products p
        where p.main_category_id = ${mainCategoryId} and p.id <> ${id} and p.is_active
        order by p.boost_score desc, p.sales_count desc, p.id limit ${RELATED_LIMIT}`,
    ),
    idsOf(
      db,
      sql`select p.id from products p
        join categories own on own.id = ${mainCategoryId}
        join categories c on c.id = p.main_category_id
        where coalesce(c.root_id, c.id) = coalesce(own.root_id, own.id) and c.id <> own.id and p.is_active
        order by p.sales_count desc, p.id limit ${RELATED_LIMIT}`,
    ),
  ]);
  const [alternatives, related] = await Promise.all([
    listProductCardsByIds(db, { ...shop, ids: alternativeIds }),
    listProductCardsByIds(db, { ...shop, ids: relatedIds }),
  ]);
  return { alternatives, related };
}
