import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { cache } from 'react';
import type { Locale } from '@/lib/config/locales';
import { contentMetadata, type ContentMetadataInput } from '@/lib/server/content/content-metadata';
import { slugPageContext } from '@/lib/server/content/slug-page-context';
import type { PageContext } from '@/lib/server/page-context';

interface RouteProps {
  params: Promise<{ locale: string; channel: string; slug?: string }>;
}

interface SlugRouteOptions<T> {
  /** The record the page shows, or null for a 404. */
  load: (locale: Locale, slug: string | undefined) => Promise<T | null>;
  metadata: (item: T) => Omit<ContentMetadataInput, 'locale'>;
  render: (item: T, context: PageContext) => Promise<ReactNode>;
}

/** generateMetadata and the page of a content route that shows one record; a missing record is a 404. */
export function slugRoute<T>({ load, metadata, render }: SlugRouteOptions<T>) {
  const loadOnce = cache(load);
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const { locale, slug } = await slugPageContext(params);
    const item = await loadOnce(locale, slug);
    return item ? contentMetadata({ locale, ...metadata(item) }) : {};
  }
  async function Page({ params }: RouteProps) {
    const { slug, ...context } = await slugPageContext(params);
    const item = await loadOnce(context.locale, slug);
    if (!item) notFound();
    return render(item, context);
  }
  return { generateMetadata, Page };
}
