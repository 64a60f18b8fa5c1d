import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { cache } from 'react';
import type { Locale } from '@/lib/config/locales';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { contentMetadata, type ContentMetadataInput } from '@/lib/server/content/content-metadata';
import { type OwnSlugPage, redirectToOwnSlug } from '@/lib/server/content/own-slug-redirect';
import { slugPageContext } from '@/lib/server/content/slug-page-context';
import type { PageContext } from '@/lib/server/page-context';

interface RouteProps {
  params: Promise<{ locale: string; channel: string; slug?: string }>;
}

interface SlugRouteOptions<T> {
  /** Names the record's read in the cache. */
  key: string;
  /** The record the page shows, or null for a 404; JSON-serializable (it is cached). */
  load: (locale: Locale, slug: string | undefined) => Promise<T | null>;
  metadata: (item: T) => Omit<ContentMetadataInput, 'locale'>;
  render: (item: T, context: PageContext) => Promise<ReactNode>;
  /** Where a slug of another language moves to: this language's slug of the same record. */
  ownSlug?: OwnSlugPage['kind'];
}

/**
 * generateMetadata and the page of a content route that shows one record; another language's slug moves
 * to this one's (with `ownSlug`), a missing record is a 404.
 * The record is read once per request and shared by every visitor until the content changes.
 */
export function slugRoute<T>({ key, load, metadata, render, ownSlug }: SlugRouteOptions<T>) {
  const loadOnce = cache(
    cachedRead(key, [cacheTags.content], (locale: Locale, slug: string | null) =>
      load(locale, slug ?? undefined),
    ),
  );
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const { locale, slug } = await slugPageContext(params);
    const item = await loadOnce(locale, slug ?? null);
    return item ? contentMetadata({ locale, ...metadata(item) }) : {};
  }
  async function Page({ params }: RouteProps) {
    const { slug, ...context } = await slugPageContext(params);
    const item = await loadOnce(context.locale, slug ?? null);
    if (item) return render(item, context);
    if (ownSlug && slug) await redirectToOwnSlug({ kind: ownSlug, locale: context.locale, slug });
    notFound();
  }
  return { generateMetadata, Page };
}
