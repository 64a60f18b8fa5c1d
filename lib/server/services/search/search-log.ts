import 'server-only';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { searchLog } from '@/lib/server/db/schema';
import { mayLogActivity } from '../platform';
import type { SearchTerms } from './terms';
import { searchVisitorHash } from './search-visitor';

/**
 * Every search is logged for `mostSearched` and the admin's statistics of searches that found nothing, up
 * to the client address's hourly share (the search itself is answered either way), with who searched as
 * a visitor hash of the address.
 */
export async function logSearch(
  db: DbOrTx,
  terms: SearchTerms,
  entry: { resultCount: number; locale: Locale; channel: ChannelId; ip: string },
): Promise<void> {
  if (!mayLogActivity('search', entry.ip)) return;
  await db.insert(searchLog).values({
    term: terms.term,
    normalizedTerm: terms.normalized,
    resultCount: entry.resultCount,
    locale: entry.locale,
    channel: entry.channel,
    visitorHash: await searchVisitorHash(db, entry.ip),
  });
}
