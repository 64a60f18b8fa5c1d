import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { contentMetadata, type ContentMetadataInput } from '@/lib/server/content/content-metadata';
import { type OwnSlugPage, redirectToOwnSlug } from '@/lib/server/content/own-slug-redirect';
import { slugPageContext } from '@/lib/server/content/slug-page-context';
import type { PageContext } from '@/lib/server/page-context';

interface RouteProps {
  params: Promise<{ locale: string; channel: string; slug?: string }>;
}

interface SlugRouteOptions<T> {
  /** The page's loader (lib/server/page-data): what the page shows, or null for a 404. */
  load: (locale: Locale, channelId: ChannelId, slug: string | undefined) => Promise<T | null>;
  metadata: (item: T) => Omit<ContentMetadataInput, 'locale'>;
  render: (item: T, context: PageContext) => ReactNode;
  /** Where a slug of another language moves to: this language's slug of the same record. */
  ownSlug?: OwnSlugPage['kind'];
}

/**
 * generateMetadata and the page of a content route that shows one record; another language's slug moves
 * to this one's (with `ownSlug`), a missing record is a 404.
 */
export function slugRoute<T>({ load, metadata, render, ownSlug }: SlugRouteOptions<T>) {
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const { locale, channel, slug } = await slugPageContext(params);
    const item = await load(locale, channel.id, slug);
    return item ? contentMetadata({ locale, ...metadata(item) }) : {};
  }
  async function Page({ params }: RouteProps) {
    const { slug, ...context } = await slugPageContext(params);
    const item = await load(context.locale, context.channel.id, slug);
    if (item) return render(item, context);
    if (ownSlug && slug) await redirectToOwnSlug({ kind: ownSlug, locale: context.locale, slug });
    notFound();
  }
  return { generateMetadata, Page };
}
