import { useFormatter, useTranslations } from 'next-intl';

/** Dates are the shop's (Prague) dates, whatever zone the server runs in. */
export function PublishedDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  const t = useTranslations('Content');
  const format = useFormatter();
  return (
    <p className="text-sm text-grey-600">
      {t.rich('published', {
        date: format.dateTime(date, { dateStyle: 'long', timeZone: 'Europe/Prague' }),
        time: (chunks) => <time dateTime={date.toISOString()}>{chunks}</time>,
      })}
    </p>
  );
}
