import 'server-only';
import type { ChannelId } from '@/lib/config/channels';
import type { PageViewRequest } from '@/lib/api/contract/page-views';
import type { DbOrTx } from '@/lib/server/db';
import { pageViews } from '@/lib/server/db/schema';
import { mayLogActivity } from './platform';

/**
 * One page view for the admin statistics (spec §4: sent 250 ms after a route change). The query is left
 * out: it may carry secrets (`/email-odhlasit?token=…`) and the statistics count pages. Past the client
 * address's hourly share nothing is stored, and the caller answers as always.
 */
export async function recordPageView(
  db: DbOrTx,
  view: PageViewRequest & { channel: ChannelId; userId: number | null; ip: string },
): Promise<void> {
  if (!mayLogActivity('pageView', view.ip)) return;
  await db.insert(pageViews).values({
    path: view.path.split(/[?#]/)[0] || '/',
    locale: view.locale,
    channel: view.channel,
    userId: view.userId,
  });
}
