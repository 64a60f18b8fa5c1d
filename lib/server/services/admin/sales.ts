import 'server-only';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { type ChannelId, channels } from '@/lib/config/channels';
import { orders } from '@/lib/server/db/schema';

/** A cancelled order is no sale: the figures of the dashboard and the statistics leave it out. */
export const countsAsSale = ne(orders.status, 'cancelled');

/** One shop's orders in that shop's currency, so that crowns and euros are never added together. */
export function soldIn(channel: ChannelId): SQL {
  return and(eq(orders.channel, channel), eq(orders.currency, channels[channel].currency))!;
}
