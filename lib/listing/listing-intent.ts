import type { ListingQuery } from './listing-query';

/**
 * The listing state the visitor asked for last, while the server has not answered it yet. A filter click
 * builds on this, not on the page's state: two clicks within the time one answer takes would otherwise
 * both start from the same page, and the second would drop the first. Shared by every control of the
 * listing (filters, sort): they change one URL.
 */
interface Intent {
  baseUrl: string;
  query: ListingQuery;
  /** The URLs asked for since the page last showed an answer, oldest first. */
  asked: string[];
}

let intent: Intent | null = null;

/** What a change should build on: the last state asked for on this listing, else what the page shows. */
export function intendedQuery(baseUrl: string, shown: ListingQuery): ListingQuery {
  return intent?.baseUrl === baseUrl ? intent.query : shown;
}

export function recordIntent(baseUrl: string, query: ListingQuery, url: string): void {
  const asked = intent?.baseUrl === baseUrl ? intent.asked : [];
  intent = { baseUrl, query, asked: [...asked, url] };
}

/**
 * The page now shows `shownUrl`. The last URL asked for: nothing is pending any more. An earlier one: a
 * later answer is still on its way. Any other (the back button, a link): the visitor left what they asked
 * for, and the page is the truth again.
 */
export function settleIntent(baseUrl: string, shownUrl: string): void {
  if (intent?.baseUrl !== baseUrl) return;
  const index = intent.asked.indexOf(shownUrl);
  if (index === intent.asked.length - 1 || index < 0) intent = null;
  else intent = { ...intent, asked: intent.asked.slice(index + 1) };
}
