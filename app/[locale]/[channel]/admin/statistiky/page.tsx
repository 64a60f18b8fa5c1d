import { getTranslations } from 'next-intl/server';
import { PageViewsSection } from '@/components/admin/statistics/page-views-section';
import { rangeError } from '@/components/admin/statistics/range-error';
import { SalesSection } from '@/components/admin/statistics/sales-section';
import { SearchesWithoutResult } from '@/components/admin/statistics/searches-without-result';
import { StatisticsPeriod } from '@/components/admin/statistics/statistics-period';
import { StatisticsRangeForm } from '@/components/admin/statistics/statistics-range-form';
import { TopSellers } from '@/components/admin/statistics/top-sellers';
import { statisticsQuerySchema } from '@/lib/api/contract/admin/statistics';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { requireAdminSection } from '@/lib/server/page-guards';
import { readStatistics } from '@/lib/server/services/admin/statistics/read-statistics';

type Props = PageProps<'/[locale]/[channel]/admin/statistiky'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Admin.statistics' });
  return { title: t('heading'), robots: { index: false } };
}

/** Admin `statistiky` (superadmin): sales, best sellers, vain searches and page views of a period. */
export default async function AdminStatisticsPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  await requireAdminSection(locale, 'statistiky');
  const [t, search, db] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.statistics' }),
    searchParams,
    getDb(),
  ]);
  const parsed = statisticsQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : statisticsQuerySchema.parse({});
  const error = parsed.success
    ? null
    : `${rangeError(parsed.error, (key, values) => t(`errors.${key}`, values))} ${t('errors.fallback')}`;
  const statistics = await readStatistics(db, query, locale);
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{t('heading')}</h1>
        <p className="max-w-3xl text-grey-700">{t('intro')}</p>
      </div>
      <StatisticsRangeForm query={query} error={error} />
      <StatisticsPeriod from={query.from} to={query.to} channel={query.channel ?? null} />
      <SalesSection statistics={statistics} />
      <TopSellers statistics={statistics} />
      <SearchesWithoutResult rows={statistics.searches_without_result} />
      <PageViewsSection views={statistics.page_views} />
    </div>
  );
}
