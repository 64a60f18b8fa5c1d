import { beforeEach, describe, expect, it } from 'vitest';
import { intendedQuery, recordIntent, settleIntent } from '@/lib/listing/listing-intent';
import { setInStock, toggleParameter } from '@/lib/listing/listing-changes';
import { emptyFilters, type ListingQuery } from '@/lib/listing/listing-query';
import { listingUrl } from '@/lib/listing/search-params';

const BASE = '/kategorie/pohare-na-vino';
const shown: ListingQuery = {
  filters: emptyFilters,
  sort: null,
  page: 1,
};

function ask(query: ListingQuery): string {
  const url = listingUrl(BASE, query);
  recordIntent(BASE, query, url);
  return url;
}

describe('quick filter changes on a listing', () => {
  beforeEach(() => settleIntent(BASE, 'reset'));

  it('add up while the server has not answered the first', () => {
    const first = setInStock(intendedQuery(BASE, shown), true);
    ask(first);
    const second = toggleParameter(intendedQuery(BASE, shown), 'Objem', '300 ml');
    expect(ask(second)).toBe(`${BASE}?param=Objem%3A300+ml&in_stock=1`);
  });

  it('keep building on the last request while an earlier answer shows, and on the page once the last shows', () => {
    const firstUrl = ask(setInStock(intendedQuery(BASE, shown), true));
    const secondQuery = toggleParameter(intendedQuery(BASE, shown), 'Objem', '300 ml');
    const secondUrl = ask(secondQuery);
    const firstShown = setInStock(shown, true);
    settleIntent(BASE, firstUrl);
    expect(intendedQuery(BASE, firstShown)).toEqual(secondQuery);
    settleIntent(BASE, secondUrl);
    expect(intendedQuery(BASE, firstShown)).toBe(firstShown);
  });

  it('give way to the page when the visitor goes elsewhere (the back button)', () => {
    ask(setInStock(intendedQuery(BASE, shown), true));
    settleIntent(BASE, BASE);
    expect(intendedQuery(BASE, shown)).toBe(shown);
  });
});
