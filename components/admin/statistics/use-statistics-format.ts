import { useFormatter } from 'next-intl';
import type { CurrencyCode } from '@/lib/config/channels';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import { formatNumber } from '@/lib/format/number';
import { formatPrice, withCurrency } from '@/lib/format/price';

/** A shop day (`YYYY-MM-DD`) as the date it names: read at UTC midnight, shown in UTC, so it never shifts. */
function dayDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** How the statistics write days, moments, amounts and counts in the page's language. */
export function useStatisticsFormat() {
  const format = useFormatter();
  return {
    day: (date: string) => format.dateTime(dayDate(date), { dateStyle: 'medium', timeZone: 'UTC' }),
    shortDay: (date: string) =>
      format.dateTime(dayDate(date), { day: 'numeric', month: 'numeric', timeZone: 'UTC' }),
    moment: (iso: string) =>
      format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }),
    money: formatPrice,
    /** An axis label: whole crowns or euros. */
    wholeMoney: (minor: number, currency: CurrencyCode) => withCurrency(formatNumber(minor / 100), currency),
    count: (value: number) => formatNumber(value),
  };
}

export type StatisticsFormat = ReturnType<typeof useStatisticsFormat>;
