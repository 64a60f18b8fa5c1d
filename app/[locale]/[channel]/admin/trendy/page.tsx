import { getTranslations } from 'next-intl/server';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { TrendEditor } from '@/components/admin/trends/trend-editor';
import { TrendsTable } from '@/components/admin/trends/trends-table';
import { adminIdParamsSchema, adminListQuerySchema } from '@/lib/api/contract/admin/list';
import type { Locale } from '@/lib/config/locales';
import { shopDateTimeInput } from '@/lib/format/shop-date-time-input';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { foundOrNull } from '@/lib/server/services/admin/found-or-null';
import { listAdminTrends } from '@/lib/server/services/admin/trends/trend-list';
import { getAdminTrend } from '@/lib/server/services/admin/trends/trend-read';

type Props = PageProps<'/[locale]/[channel]/admin/trendy'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin.trends' });
  return { title: t('heading'), robots: { index: false } };
}

async function trendToEdit(id: unknown, locale: Locale) {
  const parsed = adminIdParamsSchema.safeParse({ id });
  if (!parsed.success) return null;
  return foundOrNull(async () => getAdminTrend(await getDb(), parsed.data.id, locale));
}

/** Admin `trendy`: the trends-and-inspiration articles and the form of one (`?new=1`, `?id=`). */
export default async function TrendsPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'trendy');
  const search = await searchParams;
  const query = adminListQuerySchema.safeParse(search);
  const listQuery = query.success ? query.data : adminListQuerySchema.parse({});
  const [list, editing] = await Promise.all([
    getDb().then((db) => listAdminTrends(db, listQuery, locale)),
    search.id ? trendToEdit(search.id, locale) : null,
  ]);
  const creating = search.new === '1';
  return (
    <AdminListPage
      locale={locale}
      section="trendy"
      namespace="Admin.trends"
      editor={
        (creating || editing) && (
          <TrendEditor key={editing?.id ?? 'new'} trend={editing} now={shopDateTimeInput(new Date())} />
        )
      }
      creating={creating}
      missing={Boolean(search.id) && !editing}
    >
      <TrendsTable list={list} state={listQuery} />
    </AdminListPage>
  );
}
