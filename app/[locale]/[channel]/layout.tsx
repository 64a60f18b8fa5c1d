import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FrameEffects } from '@/components/notices/frame-effects';
import { ApiContextProvider } from '@/components/providers/api-context-provider';
import { QueryProvider } from '@/components/providers/query-provider';
import { isChannelId } from '@/lib/config/channels';
import { routing } from '@/lib/i18n/routing';

/** No page is rendered at build time (no database then); each is rendered once on demand and cached. */
export function generateStaticParams() {
  return [];
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
