import { AdminListPage, adminListMetadata } from '@/components/admin/admin-list-page';
import { CmsPageEditor } from '@/components/admin/cms-pages/cms-page-editor';
import { CmsPagesTable } from '@/components/admin/cms-pages/cms-pages-table';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { getCmsPage, listCmsPages } from '@/lib/server/services/admin/cms-pages/cms-pages-admin';
import { loadAdminListPage } from '@/lib/server/services/admin/list-page';

type Props = PageProps<'/[locale]/[channel]/admin/stranky'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  return adminListMetadata(locale, 'Admin.pages');
}

/** Admin `stranky`: the CMS pages (terms, contact, about…) and the form of one (`?new=1`, `?id=`). */
export default async function CmsPagesPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'stranky');
  const { query, list, editing, creating, missing } = await loadAdminListPage(await searchParams, {
    list: (db, listQuery) => listCmsPages(db, listQuery, locale),
    item: getCmsPage,
  });
  return (
    <AdminListPage
      locale={locale}
      section="stranky"
      namespace="Admin.pages"
      creating={creating}
      missing={missing}
      editor={(creating || editing) && <CmsPageEditor key={editing?.id ?? 'new'} page={editing} />}
      table={<CmsPagesTable list={list} state={query} />}
    />
  );
}
