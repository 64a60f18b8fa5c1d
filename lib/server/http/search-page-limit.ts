import 'server-only';
import { isLocale } from '@/lib/config/locales';
import { RateLimitError } from '@/lib/server/auth/rate-limit-error';
import { takeSearchSlot } from '@/lib/server/services/search';
import { tooManySearchesPage } from './too-many-searches-page';

/** The internal path every language's search page is rewritten to: `/{locale}/{channel}/hladaj`. */
const SEARCH_PAGE = /^\/([a-z]{2})\/[a-z]{2}\/hladaj\/?$/;

/**
 * For a request the proxy routed to the search page, counts the search and answers the 429 page when the
 * client is over the limit; null when the page may be rendered.
 */
export async function searchPageRefusal(
  headers: Headers,
  routedPath: string | null,
): Promise<Response | null> {
  const locale = routedPath ? SEARCH_PAGE.exec(routedPath)?.[1] : undefined;
  if (!isLocale(locale)) return null;
  try {
    takeSearchSlot('page', headers);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    return tooManySearchesPage(locale, error.retryAfterSeconds);
  }
}
