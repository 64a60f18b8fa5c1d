import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { AddItemsToCartRequest, AddItemsToCartResponse, RefusedItem } from '@/lib/api/contract/cart';
import type { Db } from '@/lib/server/db';
import { cartItems } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { translateApiError } from '@/lib/server/http/api-error-messages';
import { assertMayShopForCustomer } from '@/lib/server/services/customer-access';
import { assertBuyable } from './add-to-cart';
import { setLineQuantity, touchCart } from './cart-lines';
import { cartResponse } from './cart-response';
import type { CartShopper } from './cart-shopper';
import { cartTermsOf } from './cart-terms';
import { findCart, openCart } from './load-cart';
import { quantityRefusal } from '@/lib/pricing';
import { loadVariantOffers, type VariantOffer } from './variant-offers';

interface AddItemsResult {
  body: AddItemsToCartResponse;
  newCartToken: string | null;
}

/** The request's lines with the quantities of one variant summed, in the order they first appear. */
function summedLines(items: AddItemsToCartRequest['items']): Map<number, number> {
  const lines = new Map<number, number>();
  for (const { item_variant_id: id, quantity } of items) lines.set(id, (lines.get(id) ?? 0) + quantity);
  return lines;
}

/** The code a line is refused with when the variant cannot be bought at all, or null. */
function buyabilityRefusal(offer: VariantOffer | undefined): string | null {
  try {
    assertBuyable(offer);
    return null;
  } catch (error) {
    if (error instanceof AppError) return String(error.code);
    throw error;
  }
}

/**
 * Adds several items to the shopper's cart in one transaction (quick order, reorder, the recommended
 * assortment). Each line must keep the variant's rules together with what the cart already holds, as
 * with add-to-cart; a line that does not is left out and answered with its reason, the others are added.
 * A visitor's cart is only started when at least one line can be added.
 */
export async function addItemsToCart(
  db: Db,
  shopper: CartShopper,
  input: AddItemsToCartRequest,
): Promise<AddItemsResult> {
  if (shopper.user) assertMayShopForCustomer(shopper.user);
  const terms = await cartTermsOf(db, shopper.user);
  const lines = summedLines(input.items);
  const offers = await loadVariantOffers(db, [...lines.keys()], {
    channel: shopper.channel,
    locale: shopper.locale,
    terms,
  });

  const refusals = new Map<number, string>();
  for (const variantId of lines.keys()) {
    const refusal = buyabilityRefusal(offers.get(variantId));
    if (refusal) refusals.set(variantId, refusal);
  }
  const candidates = [...lines.keys()].filter((variantId) => !refusals.has(variantId));

  const opened =
    candidates.length === 0
      ? null
      : await db.transaction(async (tx) => {
          const { cart, newToken } = await openCart(tx, shopper);
          const existing = await tx
            .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
            .from(cartItems)
            .where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.variantId, candidates)));
          const inCart = new Map(existing.map((row) => [row.variantId, row.quantity]));
          for (const variantId of candidates) {
            const quantity = (inCart.get(variantId) ?? 0) + lines.get(variantId)!;
            const refusal = quantityRefusal(quantity, offers.get(variantId)!);
            if (refusal) {
              refusals.set(variantId, refusal);
              continue;
            }
            await setLineQuantity(tx, cart.id, variantId, quantity);
          }
          await touchCart(tx, cart.id);
          return { cart, newToken };
        });

  const refused: RefusedItem[] = [];
  for (const [variantId, code] of refusals) {
    refused.push({
      item_variant_id: variantId,
      quantity: lines.get(variantId)!,
      code,
      message: await translateApiError(code, shopper.locale),
    });
  }
  const added = [...lines]
    .filter(([variantId]) => !refusals.has(variantId))
    .map(([variantId, quantity]) => ({ item_variant_id: variantId, quantity }));
  const withShippings = input.fetch_shippings_and_payments ?? false;
  const cartRow = opened ? opened.cart : await findCart(db, shopper);
  const cart = await cartResponse(db, shopper, cartRow, terms, withShippings);
  return { body: { ...cart, added, refused }, newCartToken: opened?.newToken ?? null };
}
