import 'server-only';
import type { MostSearchedTerm } from '@/lib/api/contract/search';
import type { Locale } from '@/lib/config/locales';
import { cachedReads } from '@/lib/server/cache/cache-manifest';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { getDb } from '@/lib/server/db';
import { listMostSearched } from './most-searched';

/**
 * The most searched terms every visitor of a language sees (search box, search page). Counting 30 days of
 * the log per visitor that opens the search box would be the shop's costliest read, and the list moves
 * slowly: it is read once an hour, and at once when the admin hides or shows a term.
 */
export const shownMostSearched: (locale: Locale) => Promise<MostSearchedTerm[]> = cachedRead(
  cachedReads.mostSearched,
  async (locale: Locale) => listMostSearched(await getDb(), locale),
);
