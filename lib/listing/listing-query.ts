/** What a listing URL asks for: filters, sorting and page. Shared by the server and the filter controls. */

const commonSortKeys = ['cheapest', 'expensive', 'newest', 'bestselling', 'name'] as const;
/** The orders of categories and special lists. */
export const sortKeys = ['recommended', ...commonSortKeys] as const;
/** The orders of search results: the match comes first instead of the shop's recommendation. */
export const searchSortKeys = ['relevance', ...commonSortKeys] as const;
export const allSortKeys = ['recommended', 'relevance', ...commonSortKeys] as const;
export type SortKey = (typeof allSortKeys)[number];

export const LISTING_PAGE_SIZE = 24;

export interface ListingFilters {
  /** Brand slugs; several brands widen the selection (OR). */
  brands: string[];
  /** Parameter name → chosen values: values of one parameter widen (OR), parameters narrow (AND). */
  parameters: Record<string, string[]>;
  /** Whole currency units, inclusive: of the gross price, or of the net one when `priceWithoutVat`. */
  priceFrom: number | null;
  priceTo: number | null;
  /** The bounds are prices without VAT: set by a shopper whose prices lead without VAT (spec §1). */
  priceWithoutVat: boolean;
  inStock: boolean;
}

export interface ListingQuery {
  filters: ListingFilters;
  /** null: the listing's own default order. */
  sort: SortKey | null;
  page: number;
}

export const emptyFilters: ListingFilters = {
  brands: [],
  parameters: {},
  priceFrom: null,
  priceTo: null,
  priceWithoutVat: false,
  inStock: false,
};

export function hasActiveFilters(filters: ListingFilters): boolean {
  return (
    filters.brands.length > 0 ||
    Object.keys(filters.parameters).length > 0 ||
    filters.priceFrom !== null ||
    filters.priceTo !== null ||
    filters.inStock
  );
}
