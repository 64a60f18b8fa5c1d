import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { ReorderPreview } from '@/lib/api/contract/account-orders';
import { priceModeOfUser } from '@/lib/pricing';
import type { DbOrTx } from '@/lib/server/db';
import { orderItems } from '@/lib/server/db/schema';
import { cartTermsOf } from '@/lib/server/services/cart/cart-terms';
import { loadVariantOffers } from '@/lib/server/services/cart/variant-offers';
import { orderInScope } from './account-order';
import type { AccountShopper } from './account-shopper';
import { orderScopeOf } from './order-scope';
import { reorderLine } from './reorder-line';

/**
 * `GET /api/user/orders/{id}/reorder-preview`: what changed since the order — each line's price today
 * (the shopper's own: individual prices and discount) against the one paid, and whether and how much of
 * it can be ordered again in this shop.
 */
export async function reorderPreview(
  db: DbOrTx,
  shopper: AccountShopper,
  id: number,
): Promise<ReorderPreview> {
  const order = await orderInScope(db, orderScopeOf(shopper.user), id);
  const lines = await db
    .select({
      id: orderItems.id,
      variantId: orderItems.variantId,
      code: orderItems.code,
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPriceWithVat: orderItems.unitPriceWithVat,
      unitPriceWithoutVat: orderItems.unitPriceWithoutVat,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const terms = await cartTermsOf(db, shopper.user);
  const variantIds = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
  const offers = await loadVariantOffers(db, variantIds, {
    channel: shopper.channel,
    locale: shopper.locale,
    terms,
  });
  const priceMode = priceModeOfUser(shopper.user, shopper.channel.id);
  const sameCurrency = order.currency === shopper.channel.currency;
  return {
    order_id: order.id,
    order_number: order.number,
    order_currency_code: order.currency,
    currency_code: shopper.channel.currency,
    price_mode: priceMode,
    lines: lines.map((line) =>
      reorderLine(line, line.variantId === null ? undefined : offers.get(line.variantId), {
        priceMode,
        sameCurrency,
      }),
    ),
  };
}
