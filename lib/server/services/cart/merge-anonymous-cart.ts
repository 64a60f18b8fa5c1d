import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';
import type { Db, DbOrTx } from '@/lib/server/db';
import { cartDiscountCodes, cartItems, carts, variants } from '@/lib/server/db/schema';
import { readStoredCustomerData } from './cart-customer-data';
import { findVisitorCart, lockCartOwner, openUserCart, type CartRow } from './load-cart';
import { largestAllowedQuantity, type QuantitySteps } from '@/lib/pricing';

async function itemsOf(tx: DbOrTx, cartId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return new Map(rows.map((row) => [row.variantId, row.quantity]));
}

async function limitsOf(tx: DbOrTx, variantIds: number[]): Promise<Map<number, QuantitySteps>> {
  if (variantIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: variants.id,
      minQuantity: variants.minQuantity,
      stepQuantity: variants.stepQuantity,
      stock: variants.stock,
      backorder: variants.backorder,
    })
    .from(variants)
    .where(inArray(variants.id, variantIds));
  return new Map(
    rows.map(({ id, ...limits }) => [
      id,
      {
        ...limits,
        minQuantity: Math.max(1, limits.minQuantity),
        stepQuantity: Math.max(1, limits.stepQuantity),
      },
    ]),
  );
}

/**
 * The visitor's checkout choices the user's cart does not have yet: the shipping with its payment, the
 * customer data, the discount codes. The cart's view applies only those that still hold for the user.
 */
async function takeOverChoices(tx: DbOrTx, anonymous: CartRow, userCart: CartRow): Promise<void> {
  const choices: Partial<typeof carts.$inferInsert> = {};
  if (userCart.selectedShippingId === null && anonymous.selectedShippingId !== null) {
    Object.assign(choices, {
      selectedShippingId: anonymous.selectedShippingId,
      selectedBranchId: anonymous.selectedBranchId,
      selectedPaymentId: anonymous.selectedPaymentId,
      depositRestPaymentId: anonymous.depositRestPaymentId,
      depositPaymentType: anonymous.depositPaymentType,
    });
  }
  const userData = readStoredCustomerData(userCart.customerData);
  const visitorData = readStoredCustomerData(anonymous.customerData);
  if (userData.billing_information === null && visitorData.billing_information !== null) {
    // A visitor cannot have made a sales representative's order.
    choices.customerData = { ...visitorData, sales_representative_order: false };
  }
  if (Object.keys(choices).length > 0) {
    await tx.update(carts).set(choices).where(eq(carts.id, userCart.id));
  }
  const codes = await tx
    .select({ discountCodeId: cartDiscountCodes.discountCodeId })
    .from(cartDiscountCodes)
    .where(eq(cartDiscountCodes.cartId, anonymous.id));
  if (codes.length > 0) {
    await tx
      .insert(cartDiscountCodes)
      .values(codes.map(({ discountCodeId }) => ({ cartId: userCart.id, discountCodeId })))
      .onConflictDoNothing();
  }
}

/**
 * At login: moves the anonymous cart of `tokenHash` (see `cartTokenHash`) in `channel` into the user's
 * cart for the selected customer (null = B2C) and deletes it. Quantities of the same variant add up, cut
 * down to the largest quantity the variant's rules allow (maximum, stock without backorder, minimum and
 * steps); a line the user already had never shrinks. Returns the user's cart id, or null when there was
 * no anonymous cart to merge. The visitor's shipping, payment, customer data and discount codes are
 * kept where the user's cart has none (see `takeOverChoices`).
 */
export async function mergeAnonymousCart(
  db: Db,
  tokenHash: string,
  userId: number,
  customerId: number | null,
  channel: ChannelId,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockCartOwner(tx, { kind: 'visitor', tokenHash });
    const anonymous = await findVisitorCart(tx, tokenHash, channel);
    if (!anonymous) return null;
    const userCart = await openUserCart(tx, userId, customerId, channel);
    const [incoming, own] = [await itemsOf(tx, anonymous.id), await itemsOf(tx, userCart.id)];
    const limits = await limitsOf(tx, [...incoming.keys()]);
    for (const [variantId, quantity] of incoming) {
      const variantLimits = limits.get(variantId);
      if (!variantLimits) continue;
      const current = own.get(variantId) ?? 0;
      const merged = Math.max(current, largestAllowedQuantity(current + quantity, variantLimits));
      if (merged === current) continue;
      await tx
        .insert(cartItems)
        .values({ cartId: userCart.id, variantId, quantity: merged })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.variantId], set: { quantity: merged } });
    }
    await takeOverChoices(tx, anonymous, userCart);
    await tx.delete(carts).where(eq(carts.id, anonymous.id));
    await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.id, userCart.id));
    return userCart.id;
  });
}
