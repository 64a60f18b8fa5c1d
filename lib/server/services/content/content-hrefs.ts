import 'server-only';
import type { Locale } from '@/lib/config/locales';
import type { ContentHref } from '@/lib/server/content/content-metadata';
import { fixedPagePaths, isFixedPageKey } from './cms-page-routes';

type Slugs = Partial<Record<Locale, string>>;

export function hrefsBySlug(
  slugs: Slugs,
  href: (slug: string) => ContentHref,
): Partial<Record<Locale, ContentHref>> {
  return Object.fromEntries(Object.entries(slugs).map(([locale, slug]) => [locale, href(slug)]));
}

/** A CMS page lives at its fixed route when it has one (`/kontakt`), otherwise at `/stranky/{slug}`. */
export function cmsPageHrefs(page: { key: string; slugs: Slugs }): Partial<Record<Locale, ContentHref>> {
  const { key } = page;
  return hrefsBySlug(page.slugs, (slug) =>
    isFixedPageKey(key) ? fixedPagePaths[key] : { pathname: '/stranky/[slug]', params: { slug } },
  );
}

export function trendHrefs(slugs: Slugs): Partial<Record<Locale, ContentHref>> {
  return hrefsBySlug(slugs, (slug) => ({ pathname: '/trendy-a-inspiracie/[slug]', params: { slug } }));
}

export function topicHrefs(slugs: Slugs): Partial<Record<Locale, ContentHref>> {
  return hrefsBySlug(slugs, (slug) => ({ pathname: '/topic-page/[slug]', params: { slug } }));
}
