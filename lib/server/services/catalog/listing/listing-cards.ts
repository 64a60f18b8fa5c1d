import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Channel } from '@/lib/config/channels';
import type { SortKey } from '@/lib/listing/listing-query';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { type CardRow, cardFromRow, type ProductCard } from '@/lib/server/services/product-cards';
import { mainImageLateral, packPiecesLateral } from '@/lib/server/services/product-sql';
import { allOf, type FilterColumn } from './listing-filter-sql';
import { listingOrder } from './listing-order-sql';

export interface CardsPage {
  columns: FilterColumn[];
  sort: SortKey;
  limit: number;
  offset: number;
}

/**
 * One page of the `filtered` CTE's rows (aliased `p`, so that the shared image lateral and the orders read
 * it like `products`) with their images, in the chosen order. The page is cut before the images are
 * joined, so that they are read for its rows only.
 */
export function cardsPageSql({ columns, sort, limit, offset }: CardsPage): SQL {
  return sql`select p.*, m.path, m.width, m.height, u.pack_pieces
    from (
      select * from filtered p
      where ${allOf(columns, 'p')}
      order by ${listingOrder[sort]}
      limit ${limit} offset ${offset}
    ) p
    ${mainImageLateral}
    ${packPiecesLateral}
    order by ${listingOrder[sort]}`;
}

/** The page as a JSON array in the chosen order, for a statement that reads more than the cards. */
export function cardsPageJsonSql(page: CardsPage): SQL {
  return sql`(select coalesce(json_agg(p order by ${listingOrder[page.sort]}), '[]') from (${cardsPageSql(page)}) p)`;
}

/** One page of product cards of the `filtered` CTE in the chosen order. */
export async function listingCards(
  db: DbOrTx,
  input: CardsPage & { cte: SQL; channel: Channel },
): Promise<ProductCard[]> {
  const result = await db.execute(sql`${input.cte} ${cardsPageSql(input)}`);
  return sqlRows<CardRow>(result).map((row) => cardFromRow(row, input.channel));
}
