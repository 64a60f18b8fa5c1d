import { AdminListPage, adminListMetadata } from '@/components/admin/admin-list-page';
import { TrendEditor } from '@/components/admin/trends/trend-editor';
import { TrendsTable } from '@/components/admin/trends/trends-table';
import { shopDateTimeInput } from '@/lib/format/shop-date-time-input';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { loadAdminListPage } from '@/lib/server/services/admin/list-page';
import { listAdminTrends } from '@/lib/server/services/admin/trends/trend-list';
import { getAdminTrend } from '@/lib/server/services/admin/trends/trend-read';

type Props = PageProps<'/[locale]/[channel]/admin/trendy'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  return adminListMetadata(locale, 'Admin.trends');
}

/** Admin `trendy`: the trends-and-inspiration articles and the form of one (`?new=1`, `?id=`). */
export default async function TrendsPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'trendy');
  const { query, list, editing, creating, missing } = await loadAdminListPage(await searchParams, {
    list: (db, listQuery) => listAdminTrends(db, listQuery, locale),
    item: (db, id) => getAdminTrend(db, id, locale),
  });
  return (
    <AdminListPage
      locale={locale}
      section="trendy"
      namespace="Admin.trends"
      creating={creating}
      missing={missing}
      editor={
        (creating || editing) && (
          <TrendEditor key={editing?.id ?? 'new'} trend={editing} now={shopDateTimeInput(new Date())} />
        )
      }
      table={<TrendsTable list={list} state={query} />}
    />
  );
}
