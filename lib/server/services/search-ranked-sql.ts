import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import { candidateCondition, matchesCandidate, matchScore, matchStarts } from './search-match';
import type { SearchTerms } from './search-terms';

/**
 * CTEs `coded`, `pinned` (product_id, position) and `matched` (product_id, norm): the products with a name
 * in `locale` found by an exact variant code or EAN, by the admin's pins for the term, and the names in
 * `locale` that pass the trigram index's first cut.
 */
function foundCtes(terms: SearchTerms, locale: Locale): SQL {
  const ean = terms.term.replace(/\s+/g, '');
  const namedInLocale = (productId: SQL) =>
    sql`exists (select 1 from product_translations n where n.product_id = ${productId} and n.locale = ${locale})`;
  return sql`coded as (
      select distinct v.product_id from variants v
      where v.is_active and (lower(v.code) = lower(${terms.term}) or v.ean = ${ean})
        and ${namedInLocale(sql`v.product_id`)}
    ),
    pinned as (
      select s.product_id, min(s.position) as position from search_pins s
      where f_unaccent(lower(s.term)) = ${terms.normalized} and ${namedInLocale(sql`s.product_id`)}
      group by s.product_id
    ),
    -- Materialized: the rows of the locale's own trigram index (migration 0012) are read once.
    matched as materialized (
      select product_id, search_name as norm from product_translations
      where locale = ${locale} and ${candidateCondition(sql`search_name`, terms)}
    )`;
}

/**
 * CTEs up to `found (product_id, found_by_code, pin, starts, name_length, norm)`: every product with a name
 * in `locale` that the query finds, by an exact variant code or EAN, by the admin's pins for the term, or
 * by that name (`norm`, null when only a code or a pin found it), with what `shortlistOrder` needs; the
 * score, a trigram comparison per name, is left to `foundScore`. Whether the product is active and priced
 * is left to the statement that uses them.
 */
export function searchFoundCtes(terms: SearchTerms, locale: Locale): SQL {
  return sql`${foundCtes(terms, locale)},
    texted as (
      select product_id, norm, ${matchStarts(sql`norm`, terms)} as starts
      from matched where ${matchesCandidate(sql`norm`, terms)}
    ),
    hits as (
      select product_id, true as found_by_code, null::integer as pin, 0::real as starts, null::text as norm
      from coded
      union all select product_id, false, position, 0, null from pinned
      union all select product_id, false, null, starts, norm from texted
    ),
    found as (
      select product_id, bool_or(found_by_code) as found_by_code, min(pin) as pin, max(starts) as starts,
        min(length(norm)) as name_length, max(norm) as norm
      from hits group by product_id
    )`;
}

/**
 * The order that picks the few products worth scoring: the text score is the share of query words that
 * begin a word of the name plus the trigram similarity, which for a name containing the query is the
 * larger the shorter the name; so the best scores are among the first of this order. `found` has the
 * columns of `searchFoundCtes`, `product` those of `products`.
 */
export function shortlistOrder(found: string, product: string): SQL {
  return sql.raw(
    `${found}.found_by_code desc, ${found}.pin nulls last, ${found}.starts desc, ${found}.name_length, ` +
      `${product}.boost_score desc, ${product}.sales_count desc, ${product}.id`,
  );
}

/** The text score of a `searchFoundCtes` row (`column` its `norm`), 0 when only a code or a pin found it. */
export function foundScore(column: SQL, terms: SearchTerms): SQL {
  return sql`coalesce(${matchScore(column, terms)}, 0)`;
}

/**
 * `searchFoundCtes` and `ranked (product_id, found_by_code, pin, score)`: every found product scored, for
 * a listing that pages through all of them in relevance order.
 */
export function searchRankedCtes(terms: SearchTerms, locale: Locale): SQL {
  return sql`${searchFoundCtes(terms, locale)},
    ranked as (
      select product_id, found_by_code, pin, ${foundScore(sql`norm`, terms)} as score from found
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
