import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { type CmsPageData, loadCmsPageBySlug, loadFixedCmsPage } from '@/lib/server/page-data';
import type { FixedPageKey } from '@/lib/server/services/content/cms-page-routes';
import { cmsPageHrefs } from '@/lib/server/services/content/content-hrefs';
import { CmsPageView } from './cms-page-view';
import { slugRoute } from './slug-route';

type LoadPage = (
  locale: Locale,
  channelId: ChannelId,
  slug: string | undefined,
) => Promise<CmsPageData | null>;

function cmsRoute(load: LoadPage, ownSlug?: 'cmsPage') {
  return slugRoute({
    load,
    ownSlug,
    metadata: ({ page }) => ({
      title: page.title,
      description: page.metaDescription,
      hrefs: cmsPageHrefs(page),
    }),
    render: (data) => <CmsPageView {...data} />,
  });
}

/** A page with a fixed route of its own (`/kontakt`, `/obchodne-podmienky`…). */
export function fixedCmsRoute(key: FixedPageKey) {
  return cmsRoute((locale) => loadFixedCmsPage(key, locale));
}

/** Any CMS page by its slug in the page's language (`/stranky/{slug}`, `/text-page/{slug}`). */
export const cmsSlugRoute = cmsRoute(
  (locale, _channelId, slug) => loadCmsPageBySlug(locale, slug),
  'cmsPage',
);
