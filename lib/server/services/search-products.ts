import 'server-only';
import { sql } from 'drizzle-orm';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { candidateCondition, matchesTerms, matchScore } from './search-match';
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
  const name = sql`f_unaccent(lower(name))`;
  const ean = terms.term.replace(/\s+/g, '');
  const result = await db.execute(sql`
    with coded as (
      select distinct v.product_id from variants v
      where v.is_active and (lower(v.code) = lower(${terms.term}) or v.ean = ${ean})
    ),
    pinned as (
      select product_id, min(position) as position from search_pins
      where f_unaccent(lower(term)) = ${terms.normalized}
      group by product_id
    ),
    -- No locale here: without planner statistics (PGlite never analyzes) a locale condition can win over
    -- the trigram index and recheck every name of the locale.
    matched as materialized (
      select product_id, locale, ${name} as norm from product_translations
      where ${candidateCondition(name, terms)}
    ),
    texted as (
      select product_id, ${matchScore(sql`norm`, terms)} as score
      from matched where locale = ${locale} and ${matchesTerms(sql`norm`, terms)}
    ),
    hits as (
      select product_id, true as found_by_code, null::integer as pin, 0::numeric as score from coded
      union all select product_id, false, position, 0 from pinned
      union all select product_id, false, null, score from texted
    ),
    ranked as (
      select product_id, bool_or(found_by_code) as found_by_code, min(pin) as pin, max(score) as score
      from hits group by product_id
    )
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
    order by r.found_by_code desc, r.pin nulls last, r.score desc, p.boost_score desc, p.sales_count desc,
             p.id
    limit ${limit}
  `);
  const rows = sqlRows<HitRow>(result);
  return {
    hits: rows.map((row) => ({ id: row.id, foundByCode: row.found_by_code, score: Number(row.score) })),
    total: Number(rows[0]?.total ?? 0),
  };
}
