import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Channel } from '@/lib/config/channels';
import type { SortKey } from '@/lib/listing/listing-query';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { type CardRow, cardFromRow, type ProductCard } from '@/lib/server/services/product-cards';
import { mainImageLateral } from '@/lib/server/services/product-sql';
import { allOf, type FilterColumn } from './listing-filter-sql';
import { listingOrder } from './listing-order-sql';

/** One page of product cards of the `filtered` CTE in the chosen order. */
export async function listingCards(
  db: DbOrTx,
  input: {
    cte: SQL;
    columns: FilterColumn[];
    sort: SortKey;
    limit: number;
    offset: number;
    channel: Channel;
  },
): Promise<ProductCard[]> {
  const { cte, columns, sort, limit, offset, channel } = input;
  // `filtered` is aliased `p` so that the shared image lateral and the orders read it like `products`.
  const result = await db.execute(sql`${cte}
    select p.id, p.name, p.slug, p.vat_class, p.is_new, p.is_sale, p.is_recommended,
           p.net_price, p.price_count, p.in_stock, m.path, m.width, m.height
    from filtered p
    ${mainImageLateral}
    where ${allOf(columns, 'p')}
    order by ${listingOrder[sort]}
    limit ${limit} offset ${offset}
  `);
  return sqlRows<CardRow>(result).map((row) => cardFromRow(row, channel));
}
