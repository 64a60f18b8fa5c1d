import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { SubmitOrderResponse } from '@/lib/api/contract/order';
import type { Db, Tx } from '@/lib/server/db';
import { cartItems, carts, orderItems, orders, orderStatusHistory } from '@/lib/server/db/schema';
import { cartOwnerOf, type CartShopper } from '@/lib/server/services/cart/cart-shopper';
import { cartTermsOf, type CartTerms } from '@/lib/server/services/cart/cart-terms';
import { findCart, lockCartOwner, type CartRow } from '@/lib/server/services/cart/load-cart';
import { readCartView } from '@/lib/server/services/cart/read-cart';
import { assertMayShopForCustomer } from '@/lib/server/services/customer-access';
import { afterOrderSubmitted } from './after-order-submitted';
import { queueOrderConfirmation } from './order-confirmation-mail';
import { loadCheckoutChoices } from './checkout-choices';
import { findIdempotentOrder, isIdempotencyKeyConflict, type PlacedOrder } from './idempotent-order';
import { orderError, orderNotReady, outOfStockError } from './order-errors';
import { nextOrderNumber } from './order-number';
import { orderItemValues, orderValues } from './order-snapshot';
import { changeStock, lockVariantStock } from './order-stock';
import { newOrderToken } from './order-token';
import { afterSubmitUrl } from './order-urls';
import { countDiscountCodeUses, lockCartDiscountCodes } from './count-discount-code-uses';

export interface SubmitOrderResult {
  body: SubmitOrderResponse;
  /** False when an earlier submit with the same Idempotency-Key placed the order. */
  created: boolean;
}

async function cartVariantIds(tx: Tx, cart: CartRow | null): Promise<number[]> {
  if (!cart) return [];
  const rows = await tx
    .select({ variantId: cartItems.variantId })
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id));
  return rows.map((row) => row.variantId);
}

/** The one transaction of a new order: checks, stock, discount codes, number, snapshots, empty cart. */
async function writeOrder(
  tx: Tx,
  shopper: CartShopper,
  terms: CartTerms,
  cart: CartRow,
  variantIds: number[],
  idempotencyKey: string | null,
  expectedTotalWithVat: number | null,
): Promise<PlacedOrder> {
  const stock = await lockVariantStock(tx, variantIds);
  await lockCartDiscountCodes(tx, cart.id);
  // Priced and checked after the locks, so that stock, deposit items and code uses are this order's.
  const view = await readCartView(tx, shopper, cart, terms);
  // Stock first: a line someone else bought out is a conflict (409) that names the item.
  for (const item of view.items) {
    const locked = stock.get(item.item_variant.id);
    if (!locked || (!locked.backorder && item.quantity > locked.stock)) {
      throw outOfStockError(item.item_variant.id, item.item_variant.name);
    }
  }
  if (!view.can_submit) throw orderNotReady(view.submit_blockers);
  if (expectedTotalWithVat !== null && expectedTotalWithVat !== view.total_with_vat) {
    throw orderError('ORDER_TOTAL_CHANGED', { total_with_vat: [String(view.total_with_vat)] });
  }
  const choices = await loadCheckoutChoices(
    tx,
    {
      shippingId: view.selected_shipping_id!,
      paymentId: view.selected_payment_id!,
      depositRestPaymentId: view.selected_deposit_rest_payment_id,
      branchId: view.selected_shipping_branch_id,
    },
    shopper.locale,
  );
  if (!choices) throw orderNotReady(['PAYMENT_NOT_SELECTED']);

  const items = orderItemValues(view, stock);
  await changeStock(tx, new Map(items.map((item) => [item.variantId!, -item.quantityFromStock!])));
  await countDiscountCodeUses(
    tx,
    view.discounts.map((discount) => discount.id),
  );
  const token = newOrderToken();
  const values = orderValues(view, choices, {
    cartId: cart.id,
    userId: shopper.user?.id ?? null,
    customerId: terms.customerId,
    locale: shopper.locale,
    token,
    idempotencyKey,
  });
  const number = await nextOrderNumber(tx, shopper.channel.id, new Date());
  const [order] = await tx
    .insert(orders)
    .values({ ...values, number })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
  await tx
    .insert(orderStatusHistory)
    .values({ orderId, status: 'new', changedByUserId: shopper.user?.id ?? null });
  await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  await tx
    .update(carts)
    .set({ status: 'ORDERED', updatedAt: sql`now()` })
    .where(eq(carts.id, cart.id));
  return { id: orderId, number, token, locale: shopper.locale, paymentType: choices.payment.type };
}

async function placeOrder(
  tx: Tx,
  shopper: CartShopper,
  terms: CartTerms,
  idempotencyKey: string | null,
  expectedTotalWithVat: number | null,
): Promise<{ order: PlacedOrder; created: boolean }> {
  const owner = cartOwnerOf(shopper);
  if (owner.kind === 'user' || owner.tokenHash) await lockCartOwner(tx, owner);
  const cart = await findCart(tx, shopper);
  const variantIds = await cartVariantIds(tx, cart);
  if (idempotencyKey) {
    const earlier = await findIdempotentOrder(tx, idempotencyKey, owner, variantIds.length > 0);
    if (earlier) return { order: earlier, created: false };
  }
  if (!cart || variantIds.length === 0) throw orderNotReady(['EMPTY_CART']);
  const order = await writeOrder(tx, shopper, terms, cart, variantIds, idempotencyKey, expectedTotalWithVat);
  await queueOrderConfirmation(tx, order.id);
  return { order, created: true };
}

/**
 * `PUT /api/cart/submit-order`: turns the shopper's cart into an order, priced here from the database
 * (nothing the client computed is used). A repeated `Idempotency-Key` answers the order it placed.
 * After the commit the order's follow-ups run and the shopper's cart is a new, empty one.
 */
export async function submitOrder(
  db: Db,
  shopper: CartShopper,
  idempotencyKey: string | null,
  guard: { expectedTotalWithVat: number | null } = { expectedTotalWithVat: null },
): Promise<SubmitOrderResult> {
  if (shopper.user) assertMayShopForCustomer(shopper.user);
  const terms = await cartTermsOf(db, shopper.user);
  let placed: { order: PlacedOrder; created: boolean };
  try {
    placed = await db.transaction((tx) =>
      placeOrder(tx, shopper, terms, idempotencyKey, guard.expectedTotalWithVat),
    );
  } catch (error) {
    if (isIdempotencyKeyConflict(error)) throw orderError('IDEMPOTENCY_KEY_REUSED');
    throw error;
  }
  const { order, created } = placed;
  if (created) await afterOrderSubmitted(order.id);
  const cart = await readCartView(db, shopper, null, terms);
  return {
    created,
    body: {
      order: { id: order.id, number: order.number, token: order.token },
      redirect_url: afterSubmitUrl(order.locale, order.paymentType, order.id, order.token),
      cart,
    },
  };
}
