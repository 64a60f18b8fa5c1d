import { z } from 'zod';
import { allSortKeys, emptyFilters, type ListingFilters, type ListingQuery } from './listing-query';

/** The query keys of a listing URL; stable across locales so that a shared link keeps working. */
export const listingKeys = {
  brand: 'brand',
  parameter: 'param',
  priceFrom: 'price_from',
  priceTo: 'price_to',
  inStock: 'in_stock',
  sort: 'sort',
  page: 'page',
} as const;

/** A parameter filter is `name:value`; the name never contains a colon, a value may. */
const PARAMETER_SEPARATOR = ':';
const MAX_VALUES = 30;
const MAX_PAGE = 10_000;

const text = z.string().trim().min(1).max(120);
// Digits only: `Number('')` is 0, which would turn an empty field into "at most 0".
const price = z
  .string()
  .trim()
  .regex(/^\d{1,9}([.,]\d+)?$/)
  .transform((value) => Math.floor(Number(value.replace(',', '.'))));
const page = z
  .string()
  .trim()
  .regex(/^-?\d{1,9}$/)
  .transform((value) => Math.min(Math.max(1, Number(value)), MAX_PAGE));
const sort = z.enum(allSortKeys);
const flag = z.enum(['1', 'true']);

export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

function valuesOf(raw: RawSearchParams, key: string): string[] {
  if (raw instanceof URLSearchParams) return raw.getAll(key);
  const value = raw[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first value that the schema accepts; anything else counts as absent. */
function single<T>(raw: RawSearchParams, key: string, schema: z.ZodType<T>): T | null {
  const [first] = valuesOf(raw, key);
  if (first === undefined) return null;
  const parsed = schema.safeParse(first);
  return parsed.success ? parsed.data : null;
}

function many(raw: RawSearchParams, key: string): string[] {
  const values = valuesOf(raw, key).flatMap((value) => {
    const parsed = text.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
  return [...new Set(values)].slice(0, MAX_VALUES);
}

function parseParameters(values: string[]): Record<string, string[]> {
  const parameters: Record<string, string[]> = {};
  for (const entry of values) {
    const at = entry.indexOf(PARAMETER_SEPARATOR);
    if (at <= 0 || at === entry.length - 1) continue;
    const name = entry.slice(0, at).trim();
    const value = entry.slice(at + 1).trim();
    if (!name || !value) continue;
    (parameters[name] ??= []).push(value);
  }
  return parameters;
}

/**
 * Reads a listing's filters, sort and page from URL search params. Never throws: a value that does not
 * parse is ignored, a page out of range is clamped (the service clamps it to the last page too).
 */
export function parseListingSearchParams(raw: RawSearchParams): ListingQuery {
  let priceFrom = single(raw, listingKeys.priceFrom, price);
  let priceTo = single(raw, listingKeys.priceTo, price);
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo)
    [priceFrom, priceTo] = [priceTo, priceFrom];
  const filters: ListingFilters = {
    ...emptyFilters,
    brands: many(raw, listingKeys.brand),
    parameters: parseParameters(many(raw, listingKeys.parameter)),
    priceFrom,
    priceTo,
    inStock: single(raw, listingKeys.inStock, flag) !== null,
  };
  return {
    filters,
    sort: single(raw, listingKeys.sort, sort),
    page: single(raw, listingKeys.page, page) ?? 1,
  };
}

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
