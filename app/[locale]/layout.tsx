import '../fonts.css';
import '../globals.css';
import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SkipLink } from '@/components/frame/skip-link';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { Messages } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';

/**
 * Next renders every page per request: its scripts carry the nonce of this response's Content-Security-Policy
 * (proxy.ts). The front server's page cache shares an anonymous visitor's page with its scripts allowed by
 * hash instead (docs/page-cache.md), and the database reads stay cached (cachedRead).
 */
export const dynamic = 'force-dynamic';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: { default: t('title'), template: `%s | ${t('siteName')}` }, description: t('description') };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = clientMessages((await getMessages()) as Messages, 'shop');
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <SkipLink locale={locale} />
        <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
