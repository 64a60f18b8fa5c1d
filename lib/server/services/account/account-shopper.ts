import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { SessionUser } from '@/lib/server/auth/session-user';

/** A signed-in user in a shop and language: whose account pages are read, with whose prices. */
export interface AccountShopper {
  user: SessionUser;
  channel: Channel;
  locale: Locale;
}
