import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import { anyWordMatches, candidateCondition, matchesCandidate, matchScore, matchStarts } from './match';
import { categoryWeight, matchTier, relevanceScore, soldCount } from './relevance-sql';
import { codePrefixPattern } from './code-prefix';
import type { SearchTerms } from './terms';

/** A brand is looked up by words of at least this length: "na" of "pohár na víno" names no brand. */
const BRAND_WORD_MIN_LENGTH = 4;

/**
 * CTEs `coded`, `pinned` (product_id, position) and `matched` (product_id, norm, text): the products with a
 * name in `locale` found by a variant code, EAN or the beginning of a code, by the admin's pins for the
 * term, and the names in `locale` that pass the first cut: by the trigram index of their names with
 * parameters, or by their brand. `norm` is what the score compares (the name, with the brand when the
 * brand found it), `text` what every word must match.
 */
function foundCtes(terms: SearchTerms, locale: Locale): SQL {
  const ean = terms.term.replace(/\s+/g, '');
  const prefix = codePrefixPattern(terms.term);
  const byPrefix = prefix === null ? sql`` : sql` or lower(v.code) like ${prefix}`;
  const namedInLocale = (productId: SQL) =>
    sql`exists (select 1 from product_translations n where n.product_id = ${productId} and n.locale = ${locale})`;
  return sql`coded as (
      select distinct v.product_id from variants v
      where v.is_active and (lower(v.code) = lower(${terms.term}) or v.ean = ${ean}${byPrefix})
        and ${namedInLocale(sql`v.product_id`)}
    ),
    pinned as (
      select s.product_id, min(s.position) as position from search_pins s
      where f_unaccent(lower(s.term)) = ${terms.normalized} and ${namedInLocale(sql`s.product_id`)}
      group by s.product_id
    ),
    branded as materialized (
      select id, f_unaccent(lower(name)) as norm from brands
      where is_active and ${anyWordMatches(sql`f_unaccent(lower(name))`, terms, BRAND_WORD_MIN_LENGTH)}
    ),
    -- Materialized: the rows of the locale's own trigram indexes (migrations 0012, 0019) are read once.
    matched as materialized (
      select product_id, search_name as norm, search_text as text from product_translations
      where locale = ${locale}
        and ${candidateCondition({ text: sql`search_text`, name: sql`search_name` }, terms)}
      union all
      select t.product_id, t.search_name || ' ' || b.norm, t.search_text || ' ' || b.norm
      from branded b
      join products p on p.brand_id = b.id
      join product_translations t on t.product_id = p.id and t.locale = ${locale}
    )`;
}

/**
 * CTEs up to `found (product_id, found_by_code, pin, starts, name_length, norm)`: every product with a name
 * in `locale` that the query finds, by a variant code, EAN or code beginning, by the admin's pins for the
 * term, or by its name, parameters and brand (`norm`, null when only a code or a pin found it), with what
 * `shortlistOrder` needs; the score, a trigram comparison per name, is left to `foundScore`. Whether the
 * product is active and priced is left to the statement that uses them.
 */
export function searchFoundCtes(terms: SearchTerms, locale: Locale): SQL {
  return sql`${foundCtes(terms, locale)},
    texted as (
      select product_id, norm, ${matchStarts(sql`norm`, terms)} as starts
      from matched where ${matchesCandidate({ text: sql`text`, name: sql`norm` }, terms)}
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
 * The order that picks the few products worth scoring: the tier (`matchTier` of the starts and the
 * category's weight), the boost and the sales decide most of the final order, and the text score, a
 * trigram comparison, is the larger the shorter the name. `found` has the columns of `searchFoundCtes`,
 * `product` those of `products` and the `weight` of its category.
 */
export function shortlistOrder(found: string, product: string): SQL {
  return sql.raw(
    `${found}.found_by_code desc, ${found}.pin nulls last, ${found}.starts + ${product}.weight desc, ` +
      `${product}.boost_score desc, ${product}.sales_count desc, ${found}.name_length, ${product}.id`,
  );
}

/** The text score of a `searchFoundCtes` row (`column` its `norm`), 0 when only a code or a pin found it. */
export function foundScore(column: SQL, terms: SearchTerms): SQL {
  return sql`coalesce(${matchScore(column, terms)}, 0)`;
}

/**
 * `tier, score` of a found row `found` (with `starts`, `norm` and `weight`) of product `product`: see
 * `relevanceOrder`.
 */
export function relevanceOf(found: string, product: string, terms: SearchTerms): SQL {
  const f = (column: string) => sql.raw(`${found}.${column}`);
  return sql`${matchTier(f('starts'), f('weight'))} as tier,
    ${relevanceScore(foundScore(f('norm'), terms), f('weight'), soldCount(product))} as score`;
}

/**
 * `searchFoundCtes` and `ranked (product_id, found_by_code, pin, tier, score)`: every found product scored,
 * for a listing that pages through all of them in relevance order.
 */
export function searchRankedCtes(terms: SearchTerms, locale: Locale): SQL {
  return sql`${searchFoundCtes(terms, locale)},
    weighted as (
      select f.*, p.id, p.sales_count, ${categoryWeight('p')} as weight
      from found f join products p on p.id = f.product_id
    ),
    ranked as (
      select product_id, found_by_code, pin, ${relevanceOf('w', 'w', terms)} from weighted w
    )`;
}

/**
 * Best match first: an exact code, EAN or code beginning, then the pins in their order, then the tier
 * (how many query words begin a word of the name, and the category's weight); between equal tiers the
 * admin's boost, then the score (the text score and what shoppers buy). `rank` has the columns of
 * `ranked`, `product` those of `products`.
 */
export function relevanceOrder(rank: string, product: string): SQL {
  return sql.raw(
    `${rank}.found_by_code desc, ${rank}.pin nulls last, ${rank}.tier desc, ${product}.boost_score desc, ` +
      `${rank}.score desc, ${product}.sales_count desc, ${product}.id`,
  );
}
