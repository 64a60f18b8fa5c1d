import { z } from 'zod';
import { allSortKeys, emptyFilters, type ListingFilters, type ListingQuery } from './listing-query';
import { listingKeys, PARAMETER_SEPARATOR } from './search-params';

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
    // Only bounds have a basis: alone the flag filters nothing and makes no URL of its own.
    priceWithoutVat:
      (priceFrom !== null || priceTo !== null) && single(raw, listingKeys.priceWithoutVat, flag) !== null,
    inStock: single(raw, listingKeys.inStock, flag) !== null,
  };
  return {
    filters,
    sort: single(raw, listingKeys.sort, sort),
    page: single(raw, listingKeys.page, page) ?? 1,
  };
}
