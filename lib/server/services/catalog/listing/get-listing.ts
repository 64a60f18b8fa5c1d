import 'server-only';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { LISTING_PAGE_SIZE, type ListingQuery } from '@/lib/listing/listing-query';
import type { DbOrTx } from '@/lib/server/db';
import { cardFromRow } from '@/lib/server/services/product-cards';
import { exchangeRateFor } from '@/lib/server/services/settings';
import { categoryIdOf, defaultSortOf, type ListingBase, sortsOf } from './listing-base';
import { listingCards } from './listing-cards';
import { listingCte } from './listing-cte';
import { listingSummary } from './listing-facets';
import { categoryTreeIds } from './listing-tree';
import { filterColumns } from './listing-filter-sql';
import type { ListingResult } from './listing-types';
import { withKnownFilters } from './known-filters';

export interface ListingRequest {
  base: ListingBase;
  query: ListingQuery;
  locale: Locale;
  channel: Channel;
}

/**
 * Every product listing (categories, brand pages, special lists, search results): the page of cards,
 * the total and the facets of the current selection, all counted by the database.
 */
export async function getListing(db: DbOrTx, request: ListingRequest): Promise<ListingResult> {
  const { base, locale, channel } = request;
  const filters = await withKnownFilters(db, request.query.filters, locale);
  const defaultSort = defaultSortOf(base);
  const sorts = sortsOf(base);
  const askedSort = request.query.sort;
  const sort = askedSort !== null && sorts.includes(askedSort) ? askedSort : defaultSort;
  const columns = filterColumns(filters, locale);
  const czkPerEur = await exchangeRateFor(db, channel);
  const categoryId = categoryIdOf(base);
  const categoryIds = categoryId === null ? null : await categoryTreeIds(db, categoryId);
  const cte = listingCte({ base, columns, locale, channel, czkPerEur, categoryIds });
  const offsetOf = (page: number) => (page - 1) * LISTING_PAGE_SIZE;
  const asked = Math.max(1, request.query.page);
  const cardsPage = { columns, sort, limit: LISTING_PAGE_SIZE };
  const summary = await listingSummary(db, { cte, filters, page: { ...cardsPage, offset: offsetOf(asked) } });
  const { total, facets } = summary;
  const pageCount = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const page = Math.min(asked, pageCount);
  // A page past the last one shows the last page, which the summary did not read.
  const products =
    page === asked
      ? summary.cards.map((row) => cardFromRow(row, channel))
      : await listingCards(db, { ...cardsPage, offset: offsetOf(page), cte, channel });
  return {
    products,
    total,
    page,
    pageCount,
    pageSize: LISTING_PAGE_SIZE,
    sort,
    defaultSort,
    sorts,
    facets,
    query: { filters, sort: sort === defaultSort ? null : sort, page },
  };
}
