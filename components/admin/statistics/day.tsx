import { useStatisticsFormat } from './use-statistics-format';

/** A shop day in a table: one line even on a phone, with its machine-readable date. */
export function Day({ date }: { date: string }) {
  const format = useStatisticsFormat();
  return (
    <time dateTime={date} className="whitespace-nowrap">
      {format.day(date)}
    </time>
  );
}
