import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { requireCustomerAdmin } from '@/lib/server/page-guards';
import { b2bCallerOfUser } from '@/lib/server/services/b2b/b2b-caller';
import { companyUsers } from '@/lib/server/services/b2b/company-users';

/** The selected customer's users, for its admins (and dealers acting for it). */
export async function loadCompanyUsersPage(locale: Locale) {
  const user = await requireCustomerAdmin(locale, '/b2b/firemni-uzivatele');
  return { user, initial: await companyUsers(await getDb(), b2bCallerOfUser(user)) };
}
