import 'server-only';
import type { MostSearchedTerm } from '@/lib/api/contract/search';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { type CategoryCard, listRootCategories } from '../categories';
import { shownMostSearched } from './shown-most-searched';

export interface SearchHelp {
  mostSearched: MostSearchedTerm[];
  categories: CategoryCard[];
}

/** Where to go when a search found nothing or was too short: popular searches and the root categories. */
export async function loadSearchHelp(db: DbOrTx, locale: Locale): Promise<SearchHelp> {
  return {
    mostSearched: await shownMostSearched(locale),
    categories: await listRootCategories(db, locale),
  };
}
