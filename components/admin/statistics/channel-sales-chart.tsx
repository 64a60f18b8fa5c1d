import { useTranslations } from 'next-intl';
import type { ChannelStatistics } from '@/lib/api/contract/admin/statistics';
import { DailyChart } from './daily-chart';
import { useStatisticsFormat } from './use-statistics-format';

const channelColors = { cz: 'text-blue', sk: 'text-dark-green' } as const;

/** The best day of a shop with sales (the earliest of equal ones). */
function bestDay(days: ChannelStatistics['days']) {
  return days.reduce((best, day) => (day.revenue > best.revenue ? day : best), days[0]!);
}

/** One shop's revenue per day as a line, in its own currency, with its totals. */
export function ChannelSalesChart({ shop }: { shop: ChannelStatistics }) {
  const t = useTranslations('Admin.statistics');
  const format = useStatisticsFormat();
  const name = t(`range.channels.${shop.channel}`);
  const money = (minor: number) => format.money(minor, shop.currency);
  const days = shop.days;
  const best = bestDay(days);
  const period = { from: format.day(days[0]!.date), to: format.day(days.at(-1)!.date) };
  const summary =
    shop.totals.orders === 0
      ? t('sales.chartSummaryEmpty', period)
      : t('sales.chartSummary', {
          ...period,
          orders: shop.totals.orders,
          revenue: money(shop.totals.revenue),
          bestDay: format.day(best.date),
          bestRevenue: money(best.revenue),
        });
  return (
    <figure
      className="space-y-2 rounded-lg border border-grey-200 p-4"
      data-testid={`statistics-sales-${shop.channel}`}
    >
      <figcaption>
        <h3 className="text-lg font-semibold">{name}</h3>
        <p className="text-grey-700" data-testid="statistics-sales-totals">
          {t('sales.totals', { orders: shop.totals.orders, revenue: money(shop.totals.revenue) })}
        </p>
      </figcaption>
      <DailyChart
        title={t('sales.chartTitle', { shop: name })}
        summary={summary}
        kind="line"
        minStep={100}
        colorClass={channelColors[shop.channel]}
        valueLabel={(value) => format.wholeMoney(value, shop.currency)}
        dateLabel={format.shortDay}
        days={days.map((day) => ({
          date: day.date,
          value: day.revenue,
          note: t('sales.point', {
            date: format.day(day.date),
            orders: day.orders,
            revenue: money(day.revenue),
          }),
        }))}
      />
    </figure>
  );
}
