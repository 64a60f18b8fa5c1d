import { useFormatter, useTranslations } from 'next-intl';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';

/** Dates are the shop's (Prague) dates, whatever zone the server runs in. */
export function PublishedDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  const t = useTranslations('Content');
  const format = useFormatter();
  return (
    <p className="text-sm text-grey-600">
      {t.rich('published', {
        date: format.dateTime(date, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }),
        time: (chunks) => <time dateTime={date.toISOString()}>{chunks}</time>,
      })}
    </p>
  );
}
