import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Channel, ChannelId } from '@/lib/config/channels';

/**
 * `join lateral … prices`: a product's lowest active-variant net price in the channel, how many prices
 * its variants have, whether one can be ordered (`in_stock`, stock or backorder) and whether one is on
 * stock (`on_stock`). A missing EUR price comes from the CZK one at `czkPerEur`, rounded half away from
 * zero (domain.md).
 */
export function lowestNetPriceLateral(channel: Channel, czkPerEur: number): SQL {
  // In the Czech shop the own price is the Czech one: one price lookup per variant instead of two.
  const czech = channel.id === 'cz';
  const price = czech
    ? sql`own.net_price`
    : sql`coalesce(own.net_price, round(cz.net_price / ${czkPerEur}::numeric))`;
  const distinctPrice = czech ? sql`own.net_price` : sql`coalesce(own.net_price, cz.net_price)`;
  return sql`join lateral (
      select min(${price}) as net_price,
             count(distinct ${distinctPrice}) as price_count,
             bool_or(v.stock > 0 or v.backorder) as in_stock,
             coalesce(bool_or(v.stock > 0), false) as on_stock
      from variants v
      left join variant_prices own on own.variant_id = v.id and own.channel = ${channel.id}
      ${czech ? sql`` : sql`left join variant_prices cz on cz.variant_id = v.id and cz.channel = 'cz'`}
      where v.product_id = p.id and v.is_active
    ) prices on prices.net_price is not null`;
}

/** `left join lateral … m`: the product's first image (path, width, height). */
export const mainImageLateral: SQL = sql`left join lateral (
      select md.path, md.width, md.height from product_images pi join media md on md.id = pi.media_id
      where pi.product_id = p.id order by pi.position limit 1
    ) m on true`;

/**
 * True for a product (alias `product`) with an active variant priced in `channel`; a Slovak price may be
 * derived from the Czech one. Reads `products.price_channels`, which database triggers keep.
 */
export function pricedIn(product: string, channel: ChannelId): SQL {
  return sql`${sql.raw(product)}.price_channels && array[${channel}, 'cz']::text[]`;
}
