import { useTranslations } from 'next-intl';
import { daysInRange } from '@/lib/admin/statistics/days';
import type { ChannelId } from '@/lib/config/channels';
import { useStatisticsFormat } from './use-statistics-format';

/** The period and shop the page shows, in words. */
export function StatisticsPeriod({
  from,
  to,
  channel,
}: {
  from: string;
  to: string;
  channel: ChannelId | null;
}) {
  const t = useTranslations('Admin.statistics');
  const format = useStatisticsFormat();
  return (
    <p className="text-lg font-medium" data-testid="statistics-period">
      {t('period', {
        from: format.day(from),
        to: format.day(to),
        days: daysInRange(from, to),
        shop: channel ? t(`range.channels.${channel}`) : t('range.allChannels'),
      })}
    </p>
  );
}
