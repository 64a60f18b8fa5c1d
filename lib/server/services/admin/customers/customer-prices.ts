import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { customerPriceKeySchema, customerPriceSchema } from '@/lib/api/contract/admin/customers';
import type { Db } from '@/lib/server/db';
import { customerPrices, variants } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { customerRow } from './customer-detail';
import { variantByCode } from './customer-variants';

/**
 * Sets the customer's individual net price of a variant, or of every variant of its product, in one
 * shop; the cart and the B2B prices use it from the next request on.
 */
export async function setCustomerPrice(
  db: Db,
  caller: AdminCaller,
  customerId: number,
  input: z.output<typeof customerPriceSchema>,
): Promise<{ variants: number }> {
  return db.transaction(async (tx) => {
    await customerRow(tx, customerId);
    const variant = await variantByCode(tx, input.code);
    const targets = input.whole_product
      ? (
          await tx.select({ id: variants.id }).from(variants).where(eq(variants.productId, variant.productId))
        ).map((row) => row.id)
      : [variant.id];
    await tx
      .insert(customerPrices)
      .values(
        targets.map((variantId) => ({
          customerId,
          variantId,
          channel: input.channel,
          netPrice: input.net_price,
        })),
      )
      .onConflictDoUpdate({
        target: [customerPrices.customerId, customerPrices.variantId, customerPrices.channel],
        set: { netPrice: input.net_price },
      });
    await recordAudit(tx, caller, {
      action: 'price-set',
      entityId: customerId,
      summary: `${variant.code}${input.whole_product ? ' (product)' : ''} ${input.channel}: ${input.net_price}`,
    });
    return { variants: targets.length };
  });
}

export async function removeCustomerPrice(
  db: Db,
  caller: AdminCaller,
  customerId: number,
  key: z.output<typeof customerPriceKeySchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(customerPrices)
      .where(
        and(
          eq(customerPrices.customerId, customerId),
          eq(customerPrices.variantId, key.variant_id),
          eq(customerPrices.channel, key.channel),
        ),
      )
      .returning({ variantId: customerPrices.variantId });
    if (removed.length === 0) throw new AppError('PRICE_NOT_FOUND', undefined, { status: 404 });
    await recordAudit(tx, caller, {
      action: 'price-remove',
      entityId: customerId,
      summary: `variant #${key.variant_id} ${key.channel}`,
    });
  });
}
