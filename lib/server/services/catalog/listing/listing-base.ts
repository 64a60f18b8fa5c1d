import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import { searchSortKeys, type SortKey, sortKeys } from '@/lib/listing/listing-query';
// The search ranks listings and its page is a listing: the modules, not search's face, avoid an import cycle.
import { searchRankedCtes } from '@/lib/server/services/search/ranked-sql';
import type { SearchTerms } from '@/lib/server/services/search/terms';

export const specialLists = ['recommended', 'mostSold', 'news', 'sale'] as const;
export type SpecialList = (typeof specialLists)[number];

/** The products a listing starts from, before the visitor's filters. */
export type ListingBase =
  | { kind: 'category'; categoryId: number }
  | { kind: 'special'; list: SpecialList; categoryId: number | null }
  | { kind: 'search'; terms: SearchTerms };

export const specialCondition: Record<SpecialList, SQL> = {
  // The admin's boost (`topovani`) puts a product on the recommended list as well as the flag does.
  recommended: sql`(p.is_recommended or p.boost_score > 0)`,
  mostSold: sql`p.sales_count > 0`,
  news: sql`p.is_new`,
  sale: sql`p.is_sale`,
};

export const specialDefaultSort: Record<SpecialList, SortKey> = {
  recommended: 'recommended',
  mostSold: 'bestselling',
  news: 'newest',
  sale: 'recommended',
};

export function defaultSortOf(base: ListingBase): SortKey {
  if (base.kind === 'search') return 'relevance';
  return base.kind === 'category' ? 'recommended' : specialDefaultSort[base.list];
}

/** The orders a visitor can choose; any other asked for falls back to the default. */
export function sortsOf(base: ListingBase): readonly SortKey[] {
  return base.kind === 'search' ? searchSortKeys : sortKeys;
}

/** The category whose tree a base lists, if any. */
export function categoryIdOf(base: ListingBase): number | null {
  return base.kind === 'search' ? null : base.categoryId;
}

/** The CTEs the base needs before `base` (after `with recursive`), if any. */
export function baseCtes(base: ListingBase, locale: Locale): SQL | null {
  return base.kind === 'search' ? searchRankedCtes(base.terms, locale) : null;
}

/** `from …` of the base: `products p`, for a search joined to its `ranked` hits `r`. */
export function baseSource(base: ListingBase): SQL {
  return base.kind === 'search' ? sql`ranked r join products p on p.id = r.product_id` : sql`products p`;
}

/** `found_by_code, pin, tier, score` of the relevance order; constant outside a search. */
export function relevanceColumns(base: ListingBase): SQL {
  return base.kind === 'search'
    ? sql`r.found_by_code, r.pin, r.tier, r.score`
    : sql`false as found_by_code, null::integer as pin, 0::numeric as tier, 0::numeric as score`;
}

/** The base's condition on `products p`; `categoryIds` is the tree of its category (`categoryTreeIds`). */
export function baseCondition(base: ListingBase, categoryIds: number[] | null): SQL {
  if (base.kind === 'search') return sql`true`;
  const ids = categoryIds && categoryIds.length > 0 ? categoryIds : [0];
  const inTree = sql`p.id in (
      select pc.product_id from product_categories pc
      where pc.category_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    )`;
  if (base.kind === 'category') return inTree;
  const special = specialCondition[base.list];
  return base.categoryId === null ? special : sql`${special} and ${inTree}`;
}
