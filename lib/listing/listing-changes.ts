import { emptyFilters, type ListingFilters, type ListingQuery, type SortKey } from './listing-query';

/** Every change of filters or sort starts again on page 1: the old page number means nothing any more. */
function withFilters(query: ListingQuery, filters: ListingFilters): ListingQuery {
  return { ...query, filters, page: 1 };
}

function toggle(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

export function toggleBrand(query: ListingQuery, slug: string): ListingQuery {
  return withFilters(query, { ...query.filters, brands: toggle(query.filters.brands, slug) });
}

export function toggleParameter(query: ListingQuery, name: string, value: string): ListingQuery {
  const parameters = { ...query.filters.parameters };
  const values = toggle(parameters[name] ?? [], value);
  if (values.length > 0) parameters[name] = values;
  else delete parameters[name];
  return withFilters(query, { ...query.filters, parameters });
}

/** Bounds in whole currency units, with VAT or (`withoutVat`) without it. */
export function setPriceRange(
  query: ListingQuery,
  from: number | null,
  to: number | null,
  withoutVat = false,
): ListingQuery {
  const bounded = from !== null || to !== null;
  return withFilters(query, {
    ...query.filters,
    priceFrom: from,
    priceTo: to,
    priceWithoutVat: bounded && withoutVat,
  });
}

export function setInStock(query: ListingQuery, inStock: boolean): ListingQuery {
  return withFilters(query, { ...query.filters, inStock });
}

export function setSort(query: ListingQuery, sort: SortKey | null): ListingQuery {
  return { ...query, sort, page: 1 };
}

export function setPage(query: ListingQuery, page: number): ListingQuery {
  return { ...query, page };
}

export function clearFilters(query: ListingQuery): ListingQuery {
  return withFilters(query, emptyFilters);
}
