import 'server-only';
import { sql } from 'drizzle-orm';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { relevanceOrder, searchRankedCtes } from './search-ranked-sql';
import type { SearchTerms } from './search-terms';

export interface ProductHit {
  id: number;
  foundByCode: boolean;
  score: number;
}

export interface RankedProducts {
  hits: ProductHit[];
  /** How many products the query found in all (the search log's result count). */
  total: number;
}

interface HitRow {
  id: number;
  found_by_code: boolean;
  score: number | string;
  total: number | string;
}

/**
 * Products for a query, best first: an exact variant code or EAN, then the admin's pins for the term,
 * then name matches by score, boost and sales. Only active products with a name in `locale` and a price
 * in the channel count.
 */
export async function rankProducts(
  db: DbOrTx,
  terms: SearchTerms,
  options: { locale: Locale; channel: Channel; limit: number },
): Promise<RankedProducts> {
  const { locale, channel, limit } = options;
  const result = await db.execute(sql`
    with ${searchRankedCtes(terms, locale)}
    select p.id, r.found_by_code, r.score, count(*) over () as total
    from ranked r
    join products p on p.id = r.product_id and p.is_active
    where exists (
        select 1 from product_translations t where t.product_id = p.id and t.locale = ${locale}
      )
      and exists (
        select 1 from variants v join variant_prices vp on vp.variant_id = v.id
        where v.product_id = p.id and v.is_active and vp.channel in (${channel.id}, 'cz')
      )
    order by ${relevanceOrder('r', 'p')}
    limit ${limit}
  `);
  const rows = sqlRows<HitRow>(result);
  return {
    hits: rows.map((row) => ({ id: row.id, foundByCode: row.found_by_code, score: Number(row.score) })),
    total: Number(rows[0]?.total ?? 0),
  };
}
