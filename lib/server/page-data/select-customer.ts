import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { requireSignedInUser } from '@/lib/server/page-guards';
import { searchSelectableCustomers } from '@/lib/server/services/b2b/customer-search';

/** The signed-in user and the first page of the customers they may shop for. */
export async function loadSelectCustomerPage(locale: Locale) {
  const user = await requireSignedInUser(locale, '/b2b/vyberte-zakaznika');
  return { user, initial: await searchSelectableCustomers(await getDb(), user, { q: '', page: 1 }) };
}
