import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import type { FixedPageKey } from '@/lib/server/services/content/cms-page-routes';
import { type CmsPage, getCmsPageByKey, getCmsPageBySlug } from '@/lib/server/services/content/cms-pages';
import { cmsPageHrefs } from '@/lib/server/services/content/content-hrefs';
import { CmsPageView } from './cms-page-view';
import { slugRoute } from './slug-route';

type FindPage = (locale: Locale, slug: string | undefined) => Promise<CmsPage | null>;

function cmsRoute(key: string, load: FindPage, ownSlug?: 'cmsPage') {
  return slugRoute({
    key,
    load,
    ownSlug,
    metadata: (page) => ({ title: page.title, description: page.metaDescription, hrefs: cmsPageHrefs(page) }),
    render: async (page, { locale }) => <CmsPageView page={page} locale={locale} />,
  });
}

/** A page with a fixed route of its own (`/kontakt`, `/obchodne-podmienky`…). */
export function fixedCmsRoute(key: FixedPageKey) {
  return cmsRoute(`cms-page:${key}`, async (locale) => getCmsPageByKey(await getDb(), key, locale));
}

/** Any CMS page by its slug in the page's language (`/stranky/{slug}`, `/text-page/{slug}`). */
export const cmsSlugRoute = cmsRoute(
  'cms-page-by-slug',
  async (locale, slug) => (slug ? getCmsPageBySlug(await getDb(), slug, locale) : null),
  'cmsPage',
);
