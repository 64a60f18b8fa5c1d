import { useTranslations } from 'next-intl';
import type { PageViewStatistics } from '@/lib/api/contract/admin/statistics';
import { DailyChart } from './daily-chart';
import { Day } from './day';
import { StatTable } from './stat-table';
import { StatisticsSection } from './statistics-section';
import { useStatisticsFormat } from './use-statistics-format';

/** Pages seen per day as bars (and a table on demand), and the most viewed pages. */
export function PageViewsSection({ views }: { views: PageViewStatistics }) {
  const t = useTranslations('Admin.statistics.pageViews');
  const format = useStatisticsFormat();
  const days = views.days;
  if (views.total === 0) {
    return (
      <StatisticsSection id="statistics-page-views" title={t('title')}>
        <p className="text-grey-600">{t('empty')}</p>
      </StatisticsSection>
    );
  }
  const best = days.reduce((top, day) => (day.views > top.views ? day : top), days[0]!);
  return (
    <StatisticsSection
      id="statistics-page-views"
      title={t('title')}
      note={t('total', { views: views.total })}
    >
      <div className="max-w-4xl rounded-lg border border-grey-200 p-4">
        <DailyChart
          title={t('chartTitle')}
          summary={t('chartSummary', {
            from: format.day(days[0]!.date),
            to: format.day(days.at(-1)!.date),
            views: views.total,
            bestDay: format.day(best.date),
            bestViews: best.views,
          })}
          kind="bars"
          colorClass="text-blue"
          valueLabel={format.count}
          dateLabel={format.shortDay}
          days={days.map((day) => ({
            date: day.date,
            value: day.views,
            note: t('point', { date: format.day(day.date), views: day.views }),
          }))}
        />
      </div>
      <details>
        <summary className="cursor-pointer font-medium text-blue hover:underline">{t('showTable')}</summary>
        <div className="mt-3">
          <StatTable
            caption={t('chartTitle')}
            columns={[t('day'), t('views')]}
            rows={days.map((day) => ({
              key: day.date,
              cells: [<Day key="day" date={day.date} />, format.count(day.views)],
            }))}
            footer={[t('sum'), format.count(views.total)]}
          />
        </div>
      </details>
      <h3 className="text-lg font-semibold">{t('topPaths')}</h3>
      <StatTable
        caption={t('topPaths')}
        columns={[t('path'), t('views')]}
        testId="statistics-top-path"
        rows={views.top_paths.map((row) => ({
          key: row.path,
          cells: [
            <code key="path" className="break-all">
              {row.path}
            </code>,
            format.count(row.views),
          ],
        }))}
      />
    </StatisticsSection>
  );
}
