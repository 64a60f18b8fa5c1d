import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';

/** Days before a price reduction whose lowest price an announced sale must show (EU Omnibus rule). */
export const PRIOR_PRICE_DAYS = 30;

/**
 * `left join lateral … <alias>`: the lowest net price variant `v` had in the channel during the 30 days
 * before its current price started: the price in force when that window opened and every price set
 * within it. Null when the history knows no price before the current one.
 */
export function lowestPriorPriceLateral(channelId: ChannelId, alias: string): SQL {
  const name = sql.raw(alias);
  return sql`left join lateral (
      select min(h.net_price) as net_price
      from variant_price_history h
      cross join lateral (
        select max(valid_from) as started from variant_price_history
        where variant_id = v.id and channel = ${channelId}
      ) cur
      where h.variant_id = v.id and h.channel = ${channelId} and h.valid_from < cur.started
        and h.valid_from >= coalesce(
          (select max(e.valid_from) from variant_price_history e
           where e.variant_id = v.id and e.channel = ${channelId}
             and e.valid_from <= cur.started - make_interval(days => ${PRIOR_PRICE_DAYS})),
          cur.started - make_interval(days => ${PRIOR_PRICE_DAYS}))
    ) ${name} on true`;
}
