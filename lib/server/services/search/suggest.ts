import 'server-only';
import type { LastVisitedResponse, SuggestResponse } from '@/lib/api/contract/search';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { Db, DbOrTx } from '@/lib/server/db';
import { listLastVisitedIds } from '../last-visited';
import { searchBrands } from './brands';
import { searchCategories } from './categories';
import { logSearch } from './search-log';
import { shownMostSearched } from './shown-most-searched';
import { loadProductItems } from './product-items';
import { rankProducts } from './products';
import { loadSearchTerms } from './synonyms';

const PRODUCT_LIMIT = 8;
const CATEGORY_LIMIT = 5;
const BRAND_LIMIT = 5;

interface Shop {
  locale: Locale;
  channel: Channel;
}

/**
 * The search box's suggestions for `term` (already trimmed and validated); the search is logged with the
 * client's address `ip`. The independent reads run at once, each on its own pooled connection (hence
 * `Db`, not a transaction).
 */
export async function suggest(db: Db, term: string, shop: Shop, ip: string): Promise<SuggestResponse> {
  const { locale, channel } = shop;
  const terms = await loadSearchTerms(db, term, locale);
  const [ranked, categories, brands] = await Promise.all([
    rankProducts(db, terms, { locale, channel, limit: PRODUCT_LIMIT }),
    searchCategories(db, terms, { locale, limit: CATEGORY_LIMIT }),
    searchBrands(db, terms, { locale, limit: BRAND_LIMIT }),
  ]);
  const [products] = await Promise.all([
    loadProductItems(db, ranked.hits, shop),
    logSearch(db, terms, { resultCount: ranked.total, locale, channel: channel.id, ip }),
  ]);
  return { products, categories, brands };
}

/** What the search box shows before 3 characters are typed. */
export async function lastVisitedSuggestions(
  db: DbOrTx,
  visitorKey: string,
  shop: Shop,
): Promise<LastVisitedResponse> {
  const ids = await listLastVisitedIds(db, visitorKey, PRODUCT_LIMIT);
  const lastVisitedProducts = await loadProductItems(
    db,
    ids.map((id) => ({ id, foundByCode: false, score: 0 })),
    shop,
  );
  return { lastVisitedProducts, mostSearched: await shownMostSearched(shop.locale) };
}
