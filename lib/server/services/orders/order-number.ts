import 'server-only';
import { sql } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';
import type { DbOrTx } from '@/lib/server/db';
import { orderNumberCounters } from '@/lib/server/db/schema';
import { formatOrderNumber, orderYear } from './order-number-format';

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
