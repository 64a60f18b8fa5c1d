import type { ChannelId } from '@/lib/config/channels';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';

const NUMBER_DIGITS = 6;

/** The calendar year in the shop's time zone: an order placed at 00:30 on 1 January is the new year's. */
export function orderYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(at));
}

export function formatOrderNumber(year: number, channel: ChannelId, sequence: number): string {
  return `${year}-${channel.toUpperCase()}-${String(sequence).padStart(NUMBER_DIGITS, '0')}`;
}
