import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Channel, ChannelId } from '@/lib/config/channels';

/**
 * `join lateral … prices`: a product's lowest active-variant net price in the channel, how many prices
 * its variants have, whether one can be ordered (`in_stock`, stock or backorder) and whether one is on
 * stock (`on_stock`), from `product_offers` (kept by database triggers, migration 0014). A missing EUR
 * price comes from the CZK one at `czkPerEur`, rounded half away from zero (domain.md); rounding keeps
 * the order, so the lowest derived price is the lowest Czech price derived. Products without a price in
 * the channel are left out.
 */
export function lowestNetPriceLateral(channel: Channel, czkPerEur: number): SQL {
  return sql`join lateral (
      select least(o.own_net_price, round(o.czech_net_price / ${czkPerEur}::numeric)) as net_price,
             o.price_count, o.in_stock, o.on_stock
      from product_offers o
      where o.product_id = p.id and o.channel = ${channel.id}
    ) prices on true`;
}

/**
 * `left join lateral … u`: `pack_pieces`, the pieces of the pack every active variant of the product is
 * sold in (a product sold only as a pack of 6), or null when it is sold by the piece or in several units.
 */
export const packPiecesLateral: SQL = sql`left join lateral (
      select case when min(v.unit_pieces) = max(v.unit_pieces) and min(v.unit_pieces) > 1
                  then min(v.unit_pieces) end as pack_pieces
      from variants v where v.product_id = p.id and v.is_active
    ) u on true`;

/** `left join lateral … m`: the product's first image (path, width, height). */
export const mainImageLateral: SQL = sql`left join lateral (
      select md.path, md.width, md.height from product_images pi join media md on md.id = pi.media_id
      where pi.product_id = p.id order by pi.position limit 1
    ) m on true`;

/**
 * True for a product (alias `product`) with an active variant priced in `channel`; a Slovak price may be
 * derived from the Czech one: the product has an offer there (`product_offers`, kept by database triggers).
 */
export function pricedIn(product: string, channel: ChannelId): SQL {
  return sql`exists (select from product_offers o where o.product_id = ${sql.raw(product)}.id and o.channel = ${channel})`;
}
