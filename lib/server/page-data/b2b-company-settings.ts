import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { requireB2bAccountUser } from '@/lib/server/page-guards';
import { b2bCallerOfUser } from '@/lib/server/services/b2b/b2b-caller';
import { companyOverview } from '@/lib/server/services/b2b/company-overview';

/** The selected customer's company data (a blocked one's too), or null before a customer is chosen. */
export async function loadCompanySettingsPage(locale: Locale) {
  const signedIn = await requireB2bAccountUser(locale, '/b2b/nastaveni-uctu');
  const { selectedCustomer } = signedIn;
  if (!selectedCustomer) return null;
  const user = { ...signedIn, selectedCustomer };
  const overview = await companyOverview(await getDb(), b2bCallerOfUser(user, { allowBlocked: true }));
  return { user, overview };
}
