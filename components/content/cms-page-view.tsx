import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { getBranchDirectory } from '@/lib/server/services/content/branches';
import { b2bTwinKey, fixedPagePaths, isFixedPageKey } from '@/lib/server/services/content/cms-page-routes';
import { type CmsPage, getCmsPageTitle } from '@/lib/server/services/content/cms-pages';
import { B2bTwinLink } from './b2b-twin-link';
import { B2bTwinNotice } from './b2b-twin-notice';
import { BranchList } from './branch-list';
import { ContentPage } from './content-page';

async function twinOf(page: CmsPage, locale: Locale) {
  const twinKey = isFixedPageKey(page.key) ? b2bTwinKey(page.key) : null;
  if (!twinKey) return null;
  const title = await getCmsPageTitle(await getDb(), twinKey, locale);
  return title ? { key: twinKey, title } : null;
}

/** A CMS page as the shop shows it, wherever it is reached from (its fixed route or /stranky/{slug}). */
export async function CmsPageView({ page, locale }: { page: CmsPage; locale: Locale }) {
  const [twin, branches] = await Promise.all([
    twinOf(page, locale),
    page.key === 'contact' ? getDb().then(getBranchDirectory) : null,
  ]);
  const notice = twin?.key.endsWith('-b2b') ? (
    <B2bTwinNotice b2bPath={fixedPagePaths[twin.key]} b2bTitle={twin.title} />
  ) : null;
  return (
    <ContentPage title={page.title} html={page.content} before={notice}>
      {branches && <BranchList directory={branches} />}
      {twin && <B2bTwinLink twinKey={twin.key} twinTitle={twin.title} />}
    </ContentPage>
  );
}
