import type { CmsPageData } from '@/lib/server/page-data';
import { fixedPagePaths } from '@/lib/server/services/content/cms-page-routes';
import { B2bTwinLink } from './b2b-twin-link';
import { B2bTwinNotice } from './b2b-twin-notice';
import { BranchList } from './branch-list';
import { ContentPage } from './content-page';

/** A CMS page as the shop shows it, wherever it is reached from (its fixed route or /stranky/{slug}). */
export function CmsPageView({ page, twin, branches }: CmsPageData) {
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
