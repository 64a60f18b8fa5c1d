import { useTranslations } from 'next-intl';
import type { Statistics } from '@/lib/api/contract/admin/statistics';
import { ChannelSalesChart } from './channel-sales-chart';
import { SalesTable } from './sales-table';
import { StatisticsSection } from './statistics-section';

/** Each shop's orders and revenue per day: a chart per shop and, on demand, the same numbers as a table. */
export function SalesSection({ statistics }: { statistics: Statistics }) {
  const t = useTranslations('Admin.statistics.sales');
  const sold = statistics.channels.some((shop) => shop.totals.orders > 0);
  return (
    <StatisticsSection id="statistics-sales" title={t('title')} note={t('note')}>
      {sold ? (
        <>
          <div className="grid max-w-4xl gap-4">
            {statistics.channels.map((shop) => (
              <ChannelSalesChart key={shop.channel} shop={shop} />
            ))}
          </div>
          <details>
            <summary className="cursor-pointer font-medium text-blue hover:underline">
              {t('showTable')}
            </summary>
            <div className="mt-3">
              <SalesTable channels={statistics.channels} />
            </div>
          </details>
        </>
      ) : (
        <p className="text-grey-600">{t('empty')}</p>
      )}
    </StatisticsSection>
  );
}
