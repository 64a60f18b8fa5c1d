import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import { candidateCondition, matchesTerms, matchScore } from './search-match';
import type { SearchTerms } from './search-terms';

/**
 * CTEs up to `ranked (product_id, found_by_code, pin, score)`: every product the query finds, by an
 * exact variant code or EAN, by the admin's pins for the term, or by its name in `locale`. Whether the
 * product is active and priced is left to the statement that uses them.
 */
export function searchRankedCtes(terms: SearchTerms, locale: Locale): SQL {
  const ean = terms.term.replace(/\s+/g, '');
  return sql`coded as (
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
      select product_id, locale, search_name as norm from product_translations
      where ${candidateCondition(sql`search_name`, terms)}
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
    )`;
}

/**
 * Best match first: an exact code or EAN, then the pins in their order, then the text score; between
 * equal matches the admin's boost and the sales decide. `rank` has the columns of `ranked`, `product`
 * those of `products`.
 */
export function relevanceOrder(rank: string, product: string): SQL {
  return sql.raw(
    `${rank}.found_by_code desc, ${rank}.pin nulls last, ${rank}.score desc, ` +
      `${product}.boost_score desc, ${product}.sales_count desc, ${product}.id`,
  );
}
