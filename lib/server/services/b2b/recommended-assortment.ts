import 'server-only';
import { sql } from 'drizzle-orm';
import type { AssortmentLine, RecommendedAssortment } from '@/lib/api/contract/b2b-recommended';
import { MOST_BOUGHT_LIMIT } from '@/lib/api/contract/limits';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { PriceMode } from '@/lib/server/context';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { cartTermsOf } from '@/lib/server/services/cart/cart-terms';
import { loadVariantOffers, type VariantOffer } from '@/lib/server/services/cart/variant-offers';
import { grossFromNet } from '@/lib/server/services/pricing';
import type { B2bCaller } from './b2b-caller';

interface Wanted {
  variantId: number;
  quantity: number;
  ordered?: { quantity: number; orders: number; lastAt: string };
}

/** At least the variant's minimum, then in whole steps from it (the cart's rule). */
function onSteps(wanted: number, offer: VariantOffer): number {
  if (wanted <= offer.minQuantity) return offer.minQuantity;
  return (
    offer.minQuantity + Math.ceil((wanted - offer.minQuantity) / offer.stepQuantity) * offer.stepQuantity
  );
}

function line(offer: VariantOffer, wanted: Wanted): AssortmentLine {
  const priced = offer.isActive && offer.unitNet !== null;
  return {
    variant_id: offer.variantId,
    product_id: offer.productId,
    code: offer.code,
    name: offer.name,
    product_url: offer.productUrl,
    image: offer.image,
    unit_price:
      offer.unitNet === null
        ? null
        : { with_vat: grossFromNet(offer.unitNet, offer.vatRate), without_vat: offer.unitNet },
    pack_quantity: offer.packQuantity,
    unit_pieces: offer.unitPieces,
    min_quantity: offer.minQuantity,
    step_quantity: offer.stepQuantity,
    stock: offer.stock,
    backorder: offer.backorder,
    is_available: priced,
    suggested_quantity: onSteps(wanted.quantity, offer),
    ordered_quantity: wanted.ordered?.quantity ?? null,
    order_count: wanted.ordered?.orders ?? null,
    last_ordered_at: wanted.ordered?.lastAt ?? null,
  };
}

async function recommendedOf(db: DbOrTx, customerId: number): Promise<Wanted[]> {
  const rows = sqlRows<{ variant_id: number; quantity: number }>(
    await db.execute(sql`
      select variant_id, quantity from customer_recommended_items
      where customer_id = ${customerId} order by position, variant_id
    `),
  );
  return rows.map((row) => ({ variantId: row.variant_id, quantity: row.quantity }));
}

/** What the customer orders most often (not cancelled orders), with the quantity of a usual order. */
async function mostBoughtOf(db: DbOrTx, customerId: number, leaveOut: Set<number>): Promise<Wanted[]> {
  const rows = sqlRows<{
    variant_id: number;
    quantity: number | string;
    orders: number | string;
    last_at: Date | string;
  }>(
    await db.execute(sql`
      select oi.variant_id, sum(oi.quantity) as quantity, count(distinct o.id) as orders, max(o.created_at) as last_at
      from order_items oi join orders o on o.id = oi.order_id
      where o.customer_id = ${customerId} and o.status <> 'cancelled' and oi.variant_id is not null
      group by oi.variant_id
      order by count(distinct o.id) desc, sum(oi.quantity) desc, oi.variant_id
      limit ${MOST_BOUGHT_LIMIT + leaveOut.size}
    `),
  );
  return rows
    .filter((row) => !leaveOut.has(row.variant_id))
    .slice(0, MOST_BOUGHT_LIMIT)
    .map((row) => {
      const quantity = Number(row.quantity);
      const orders = Number(row.orders);
      return {
        variantId: row.variant_id,
        quantity: Math.max(1, Math.round(quantity / orders)),
        ordered: { quantity, orders, lastAt: new Date(row.last_at).toISOString() },
      };
    });
}

/**
 * The selected customer's recommended assortment (set by its dealer) and its most-bought items, priced by
 * its own terms, with quantities ready for the cart.
 */
export async function recommendedAssortment(
  db: DbOrTx,
  caller: B2bCaller,
  shop: { channel: Channel; locale: Locale; priceMode: PriceMode },
): Promise<RecommendedAssortment> {
  const recommended = await recommendedOf(db, caller.customerId);
  const mostBought = await mostBoughtOf(
    db,
    caller.customerId,
    new Set(recommended.map((item) => item.variantId)),
  );
  const terms = await cartTermsOf(db, caller.user);
  const offers = await loadVariantOffers(
    db,
    [...recommended, ...mostBought].map((item) => item.variantId),
    { channel: shop.channel, locale: shop.locale, terms },
  );
  const lines = (items: Wanted[]) =>
    items.flatMap((item) => {
      const offer = offers.get(item.variantId);
      return offer ? [line(offer, item)] : [];
    });
  return {
    price_mode: shop.priceMode,
    currency: shop.channel.currency,
    recommended: lines(recommended),
    most_bought: lines(mostBought),
  };
}
