import 'server-only';
import { sql } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';
import type { DbOrTx } from '@/lib/server/db';
import { orderNumberCounters } from '@/lib/server/db/schema';

const NUMBER_DIGITS = 6;
const SHOP_TIME_ZONE = 'Europe/Prague';

/** The calendar year in the shop's time zone: an order placed at 00:30 on 1 January is the new year's. */
export function orderYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(at));
}

export function formatOrderNumber(year: number, channel: ChannelId, sequence: number): string {
  return `${year}-${channel.toUpperCase()}-${String(sequence).padStart(NUMBER_DIGITS, '0')}`;
}

/**
 * The next number of the channel's year, e.g. `2026-CZ-000123`. The counter row stays locked until the
 * transaction ends, so concurrent submits number one after another, and a rolled-back submit gives its
 * number back: the numbers have no gaps. Call it last in the transaction, to hold the lock briefly.
 */
export async function nextOrderNumber(tx: DbOrTx, channel: ChannelId, at: Date): Promise<string> {
  const year = orderYear(at);
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ channel, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [orderNumberCounters.channel, orderNumberCounters.year],
      set: { lastNumber: sql`${orderNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderNumberCounters.lastNumber });
  return formatOrderNumber(year, channel, row!.lastNumber);
}
