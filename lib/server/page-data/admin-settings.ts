import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { requireAdminSection } from '@/lib/server/page-guards';
import {
  readExchangeRate,
  readMaxCartDiscount,
  readPartnerDiscount,
} from '@/lib/server/services/admin/settings/shop-settings';

/** The exchange rate the admin sets (`/admin/nastavit-kurz`), for those allowed the section. */
export async function loadExchangeRatePage(locale: Locale) {
  await requireAdminSection(locale, 'nastavit-kurz');
  return readExchangeRate(await getDb());
}

/** The largest discount a cart may get (`/admin/nastavit-maximalni-slevu-v-kosiku`). */
export async function loadMaxCartDiscountPage(locale: Locale) {
  await requireAdminSection(locale, 'nastavit-maximalni-slevu-v-kosiku');
  return readMaxCartDiscount(await getDb());
}

/** The 14-day partner discount (`/admin/sleva-na-14-dni`). */
export async function loadPartnerDiscountPage(locale: Locale) {
  await requireAdminSection(locale, 'sleva-na-14-dni');
  return readPartnerDiscount(await getDb());
}
