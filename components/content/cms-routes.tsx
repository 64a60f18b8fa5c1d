import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/lib/config/locales';
import { contentMetadata } from '@/lib/server/content/content-metadata';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import type { FixedPageKey } from '@/lib/server/services/content/cms-page-routes';
import { type CmsPage, getCmsPageByKey, getCmsPageBySlug } from '@/lib/server/services/content/cms-pages';
import { cmsPageHrefs } from '@/lib/server/services/content/content-hrefs';
import { CmsPageView } from './cms-page-view';

interface RouteProps {
  params: Promise<{ locale: string; channel: string; slug?: string }>;
}

type Find = (locale: Locale, slug: string | undefined) => Promise<CmsPage | null>;

/** generateMetadata and the page of a route that shows one CMS page; a missing page is a 404. */
function cmsRoute(find: Find) {
  const load = cache(find);
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const [{ locale }, { slug }] = await Promise.all([pageContext(params), params]);
    const page = await load(locale, slug);
    if (!page) return {};
    return contentMetadata({
      locale,
      title: page.title,
      description: page.metaDescription,
      hrefs: cmsPageHrefs(page),
    });
  }
  async function Page({ params }: RouteProps) {
    const [{ locale }, { slug }] = await Promise.all([pageContext(params), params]);
    const page = await load(locale, slug);
    if (!page) notFound();
    return <CmsPageView page={page} locale={locale} />;
  }
  return { generateMetadata, Page };
}

/** A page with a fixed route of its own (`/kontakt`, `/obchodne-podmienky`…). */
export function fixedCmsRoute(key: FixedPageKey) {
  return cmsRoute(async (locale) => getCmsPageByKey(await getDb(), key, locale));
}

/** Any CMS page by its slug in the page's language (`/stranky/{slug}`, `/text-page/{slug}`). */
export const cmsSlugRoute = cmsRoute(async (locale, slug) =>
  slug ? getCmsPageBySlug(await getDb(), slug, locale) : null,
);
