import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FrameEffects } from '@/components/notices/frame-effects';
import { ApiContextProvider } from '@/components/providers/api-context-provider';
import { QueryProvider } from '@/components/providers/query-provider';
import { isChannelId } from '@/lib/config/channels';
import { shopOrigin } from '@/lib/config/shop-origins';
import { routing } from '@/lib/i18n/routing';

/** No page is rendered at build time (no database then); each is rendered once on demand and cached. */
export function generateStaticParams() {
  return [];
}

/** Relative canonical, hreflang and Open Graph URLs of every page below become absolute on the shop's origin. */
export async function generateMetadata({ params }: LayoutProps<'/[locale]/[channel]'>): Promise<Metadata> {
  const { channel } = await params;
  return isChannelId(channel) ? { metadataBase: new URL(shopOrigin(channel)) } : {};
}

export default async function ChannelLayout({ children, params }: LayoutProps<'/[locale]/[channel]'>) {
  const { locale, channel } = await params;
  if (!hasLocale(routing.locales, locale) || !isChannelId(channel)) notFound();
  setRequestLocale(locale);
  return (
    <QueryProvider>
      <ApiContextProvider locale={locale} channel={channel}>
        {children}
        <FrameEffects />
      </ApiContextProvider>
    </QueryProvider>
  );
}
