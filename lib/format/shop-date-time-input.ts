import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the `datetime-local` value (`2025-03-01T09:30`) of the shop's clock, for admin forms. */
export function shopDateTimeInput(date: Date): string {
  const part = Object.fromEntries(parts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}
