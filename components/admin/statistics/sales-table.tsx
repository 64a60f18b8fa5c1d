import { useTranslations } from 'next-intl';
import type { ChannelStatistics } from '@/lib/api/contract/admin/statistics';
import { Day } from './day';
import { StatTable } from './stat-table';
import { useStatisticsFormat } from './use-statistics-format';

/** The numbers of the sales charts: per day each shop's orders and revenue, and the totals. */
export function SalesTable({ channels }: { channels: ChannelStatistics[] }) {
  const t = useTranslations('Admin.statistics');
  const format = useStatisticsFormat();
  const columns = [
    t('sales.day'),
    ...channels.flatMap((shop) => {
      const name = t(`range.channels.${shop.channel}`);
      return [t('sales.ordersOf', { shop: name }), t('sales.revenueOf', { shop: name })];
    }),
  ];
  const rows = channels[0]!.days.map((day, index) => ({
    key: day.date,
    cells: [
      <Day key="day" date={day.date} />,
      ...channels.flatMap((shop) => {
        const sold = shop.days[index]!;
        return [format.count(sold.orders), format.money(sold.revenue, shop.currency)];
      }),
    ],
  }));
  const footer = [
    t('sales.total'),
    ...channels.flatMap((shop) => [
      format.count(shop.totals.orders),
      format.money(shop.totals.revenue, shop.currency),
    ]),
  ];
  return (
    <StatTable
      caption={t('sales.tableCaption')}
      columns={columns}
      rows={rows}
      footer={footer}
      testId="statistics-sales-row"
    />
  );
}
