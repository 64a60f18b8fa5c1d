import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { requireSignedInUser } from '@/lib/server/page-guards';
import { listUserAddresses } from '@/lib/server/services/accounts/user-addresses';

/** The signed-in user and their saved addresses; an anonymous visitor goes to the login page. */
export async function loadAccountSettingsPage(locale: Locale) {
  const user = await requireSignedInUser(locale, '/uzivatel/nastaveni-uctu');
  return { user, addresses: await listUserAddresses(await getDb(), user) };
}
