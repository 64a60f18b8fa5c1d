import 'server-only';
import { sql } from 'drizzle-orm';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { pricedIn } from '../product-sql';
import { categoryWeight } from './relevance-sql';
import { relevanceOf, relevanceOrder, searchFoundCtes, shortlistOrder } from './ranked-sql';
import type { SearchTerms } from './terms';

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
 * Only this many of the found products, the first by `shortlistOrder`, get the full text score; it is far
 * more than a caller takes, so that the few best are among them.
 */
const SCORED_SHORTLIST = 200;

/**
 * Products for a query, best first: a variant code, EAN or code beginning, then the admin's pins for the
 * term, then matches of the name, parameters and brand in `relevanceOrder`. Only active products with a name in `locale` (the found
 * CTEs see to it) and a price in the channel count.
 */
export async function rankProducts(
  db: DbOrTx,
  terms: SearchTerms,
  options: { locale: Locale; channel: Channel; limit: number },
): Promise<RankedProducts> {
  const { locale, channel, limit } = options;
  const result = await db.execute(sql`
    with ${searchFoundCtes(terms, locale)},
    shortlist as (
      select f.product_id, f.found_by_code, f.pin, f.starts, f.norm, p.id, p.boost_score, p.sales_count,
        p.weight, count(*) over () as total
      from found f
      -- One product read per found row: estimated from the found names, a hash join read all products.
      cross join lateral (
        select p.id, p.boost_score, p.sales_count, ${categoryWeight('p')} as weight from products p
        where p.id = f.product_id and p.is_active and ${pricedIn('p', channel.id)}
        offset 0
      ) p
      order by ${shortlistOrder('f', 'p')}
      limit ${Math.max(SCORED_SHORTLIST, limit)}
    ),
    scored as (
      select product_id as id, found_by_code, pin, boost_score, sales_count, total,
        ${relevanceOf('shortlist', 'shortlist', terms)}
      from shortlist
    )
    select s.id, s.found_by_code, s.score, s.total
    from scored s
    order by ${relevanceOrder('s', 's')}
    limit ${limit}
  `);
  const rows = sqlRows<HitRow>(result);
  return {
    hits: rows.map((row) => ({ id: row.id, foundByCode: row.found_by_code, score: Number(row.score) })),
    total: Number(rows[0]?.total ?? 0),
  };
}
