import type { ListingQuery, SortKey } from '@/lib/listing/listing-query';
import type { ProductCard } from '@/lib/server/services/product-cards';

export interface FacetValue {
  value: string;
  /** Products of the current selection with this value, every other active filter applied. */
  count: number;
  selected: boolean;
}

export interface ParameterFacet {
  name: string;
  values: FacetValue[];
}

export interface BrandFacet {
  slug: string;
  name: string;
  count: number;
  selected: boolean;
}

export interface ListingFacets {
  brands: BrandFacet[];
  parameters: ParameterFacet[];
  inStock: { count: number; selected: boolean };
  /**
   * Prices in minor units of the selection without the price filter, with VAT (min, max) and without it
   * (netMin, netMax); null when it is empty.
   */
  price: { min: number; max: number; netMin: number; netMax: number } | null;
}

export interface ListingResult {
  products: ProductCard[];
  total: number;
  /** The page shown: the requested one clamped to 1 … pageCount. */
  page: number;
  pageCount: number;
  pageSize: number;
  /** The order used, and the listing's own default (left out of URLs). */
  sort: SortKey;
  defaultSort: SortKey;
  /** The orders the visitor can choose from. */
  sorts: readonly SortKey[];
  facets: ListingFacets;
  /** The query as applied: unknown brands and parameters dropped, the page clamped. */
  query: ListingQuery;
}
