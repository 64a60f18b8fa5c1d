import { describe, expect, it } from 'vitest';
import { setPage, setPriceRange, setSort, toggleBrand, toggleParameter } from '@/lib/listing/listing-changes';
import { emptyFilters } from '@/lib/listing/listing-query';
import { parseListingSearchParams } from '@/lib/listing/parse-search-params';
import { listingSearchParams, listingUrl } from '@/lib/listing/search-params';

describe('listing search params', () => {
  it('round-trips filters, sort and page through the URL in a stable order', () => {
    const search =
      'sort=cheapest&param=Farba:biela&brand=tavola&param=Materi%C3%A1l:porcel%C3%A1n&brand=bistro-line&page=3&in_stock=1&price_from=10&price_to=200';
    const query = parseListingSearchParams(new URLSearchParams(search));
    expect(query).toEqual({
      filters: {
        brands: ['tavola', 'bistro-line'],
        parameters: { Farba: ['biela'], Materiál: ['porcelán'] },
        priceFrom: 10,
        priceTo: 200,
        priceWithoutVat: false,
        inStock: true,
      },
      sort: 'cheapest',
      page: 3,
    });
    expect(parseListingSearchParams(listingSearchParams(query))).toEqual({
      ...query,
      filters: { ...query.filters, brands: ['bistro-line', 'tavola'] },
    });
    expect(listingSearchParams(query).toString()).toBe(
      'brand=bistro-line&brand=tavola&param=Farba%3Abiela&param=Materi%C3%A1l%3Aporcel%C3%A1n&price_from=10&price_to=200&in_stock=1&sort=cheapest&page=3',
    );
  });

  it('leaves page 1 and no sort out, and starts over on page 1 after any change', () => {
    const query = parseListingSearchParams({ page: '4' });
    expect(listingSearchParams(setPage(query, 1)).toString()).toBe('');
    expect(toggleBrand(query, 'tavola').page).toBe(1);
    expect(setSort(query, 'name').page).toBe(1);
    const withValue = toggleParameter(query, 'Farba', 'biela');
    expect(withValue.filters.parameters).toEqual({ Farba: ['biela'] });
    expect(toggleParameter(withValue, 'Farba', 'biela').filters.parameters).toEqual({});
  });

  it('keeps price bounds without VAT as such, and the flag only with bounds', () => {
    const net = parseListingSearchParams({ price_from: '10', price_net: '1' });
    expect(net.filters).toMatchObject({ priceFrom: 10, priceTo: null, priceWithoutVat: true });
    expect(listingSearchParams(net).toString()).toBe('price_from=10&price_net=1');
    expect(parseListingSearchParams({ price_net: '1' }).filters.priceWithoutVat).toBe(false);
    expect(listingSearchParams(parseListingSearchParams({ price_net: '1' })).toString()).toBe('');

    const set = setPriceRange(parseListingSearchParams({}), 20, 80, true);
    expect(listingSearchParams(set).toString()).toBe('price_from=20&price_to=80&price_net=1');
    expect(setPriceRange(set, null, null, true).filters.priceWithoutVat).toBe(false);
    expect(listingSearchParams(setPriceRange(set, 20, 80)).toString()).toBe('price_from=20&price_to=80');
  });

  it('ignores what does not parse and clamps the page', () => {
    expect(
      parseListingSearchParams({
        page: '1e9',
        sort: 'random',
        price_from: '',
        price_to: '-5',
        in_stock: '0',
      }),
    ).toEqual({
      filters: emptyFilters,
      sort: null,
      page: 1,
    });
    expect(parseListingSearchParams({ page: '999999' }).page).toBe(10_000);
    expect(parseListingSearchParams({ page: '0' }).page).toBe(1);
  });
});

describe('listing URLs', () => {
  it('keeps the page’s own query (a search term) first and adds the listing state after it', () => {
    const query = setSort(toggleBrand(parseListingSearchParams({ page: '3' }), 'tavola'), 'cheapest');
    expect(listingUrl('/hladaj?q=poh%C3%A1r+na+v%C3%ADno', setPage(query, 2))).toBe(
      '/hladaj?q=poh%C3%A1r+na+v%C3%ADno&brand=tavola&sort=cheapest&page=2',
    );
    expect(listingUrl('/en/search?q=glass', parseListingSearchParams({}))).toBe('/en/search?q=glass');
    expect(listingUrl('/kategorie/sklo', setPage(query, 1))).toBe(
      '/kategorie/sklo?brand=tavola&sort=cheapest',
    );
    expect(listingUrl('/kategorie/sklo', parseListingSearchParams({}))).toBe('/kategorie/sklo');
  });
});
