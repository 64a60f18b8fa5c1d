import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config/locales';
import { actsForAnyCustomer } from '@/lib/server/auth/roles';
import type { SessionUser } from '@/lib/server/auth/session-user';

/** The company-account pages: titled from their namespace, never indexed (they are one customer's). */
export async function b2bPageMetadata(
  locale: Locale,
  namespace: 'Invoices' | 'CompanyUsers' | 'Recommended' | 'CompanySettings' | 'Invitation',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** A dealer, or a member of several companies, may switch to another customer. */
export function canChangeCustomer(user: SessionUser): boolean {
  return actsForAnyCustomer(user.roles) || user.membershipsCount > 1;
}

/** The first value of each query parameter, as zod schemas of a query string expect them. */
export function firstValues(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) values[key] = first;
  }
  return values;
}
