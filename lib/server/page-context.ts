import 'server-only';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { type Channel, channels, isChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { routing } from '@/lib/i18n/routing';

export interface PageContext {
  locale: Locale;
  channel: Channel;
}

/** Pages are cached per locale and country shop, so they read both from the route, never from the request. */
export async function pageContext(
  params: Promise<{ locale: string; channel: string }>,
): Promise<PageContext> {
  const { locale, channel } = await params;
  if (!hasLocale(routing.locales, locale) || !isChannelId(channel)) notFound();
  setRequestLocale(locale);
  return { locale, channel: channels[channel] };
}
