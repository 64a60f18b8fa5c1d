import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config/locales';

/**
 * Metadata of a page behind a secret link (an order's token, a payment's id): its title, never indexed
 * or followed, and no Referer, so that the secret does not travel to the next site.
 */
export async function privatePageMetadata(
  locale: Locale,
  namespace: 'ThankYou' | 'CompleteOrder' | 'DevGateway' | 'ResetPassword' | 'Unsubscribe',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}
