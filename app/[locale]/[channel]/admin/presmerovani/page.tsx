import { AdminListPage, adminListMetadata } from '@/components/admin/admin-list-page';
import { RedirectEditor } from '@/components/admin/redirects/redirect-editor';
import { RedirectsTable } from '@/components/admin/redirects/redirects-table';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { loadAdminListPage } from '@/lib/server/services/admin/list-page';
import { getRedirect, listRedirects } from '@/lib/server/services/admin/redirects/admin-redirects';

type Props = PageProps<'/[locale]/[channel]/admin/presmerovani'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  return adminListMetadata(locale, 'Admin.redirects');
}

/** Admin `presmerovani`: the old paths the 404 page sends on, with the form of one (`?new=1`, `?id=`). */
export default async function RedirectsPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'presmerovani');
  const { query, list, editing, creating, missing } = await loadAdminListPage(await searchParams, {
    list: listRedirects,
    item: getRedirect,
  });
  return (
    <AdminListPage
      locale={locale}
      section="presmerovani"
      namespace="Admin.redirects"
      creating={creating}
      missing={missing}
      editor={(creating || editing) && <RedirectEditor key={editing?.id ?? 'new'} redirect={editing} />}
      table={<RedirectsTable list={list} state={query} />}
    />
  );
}
