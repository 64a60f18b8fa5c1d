import type { ListingQuery } from './listing-query';

/*
 * Building listing URLs happens in the browser too; reading them (with zod) is in parse-search-params.ts,
 * so that pages with a listing do not ship zod in their first-load JavaScript.
 */

/** The query keys of a listing URL; stable across locales so that a shared link keeps working. */
export const listingKeys = {
  brand: 'brand',
  parameter: 'param',
  priceFrom: 'price_from',
  priceTo: 'price_to',
  priceWithoutVat: 'price_net',
  inStock: 'in_stock',
  sort: 'sort',
  page: 'page',
} as const;

/** A parameter filter is `name:value`; the name never contains a colon, a value may. */
export const PARAMETER_SEPARATOR = ':';

/**
 * The URL query of a listing state, in a stable order; the default sort and page 1 are left out so that
 * the unfiltered first page has exactly one URL.
 */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = query;
  for (const brand of [...filters.brands].sort()) params.append(listingKeys.brand, brand);
  for (const name of Object.keys(filters.parameters).sort()) {
    for (const value of [...(filters.parameters[name] ?? [])].sort()) {
      params.append(listingKeys.parameter, `${name}${PARAMETER_SEPARATOR}${value}`);
    }
  }
  if (filters.priceFrom !== null) params.set(listingKeys.priceFrom, String(filters.priceFrom));
  if (filters.priceTo !== null) params.set(listingKeys.priceTo, String(filters.priceTo));
  const bounded = filters.priceFrom !== null || filters.priceTo !== null;
  if (bounded && filters.priceWithoutVat) params.set(listingKeys.priceWithoutVat, '1');
  if (filters.inStock) params.set(listingKeys.inStock, '1');
  if (query.sort) params.set(listingKeys.sort, query.sort);
  if (query.page > 1) params.set(listingKeys.page, String(query.page));
  return params;
}

/** The same as `listingSearchParams`, as the object next-intl's `Link` takes for `query`. */
export function listingQueryObject(query: ListingQuery): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const [key, value] of listingSearchParams(query)) {
    const existing = object[key];
    if (existing === undefined) object[key] = value;
    else object[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return object;
}

/**
 * A listing state's URL. `baseUrl` is the page without filters, sort and page; a query of its own (a
 * search's `q`) stays first.
 */
export function listingUrl(baseUrl: string, query: ListingQuery): string {
  const at = baseUrl.indexOf('?');
  const path = at < 0 ? baseUrl : baseUrl.slice(0, at);
  const params = new URLSearchParams(at < 0 ? '' : baseUrl.slice(at + 1));
  for (const [key, value] of listingSearchParams(query)) params.append(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
