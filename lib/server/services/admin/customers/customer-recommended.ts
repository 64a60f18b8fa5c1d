import 'server-only';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { recommendedItemSchema } from '@/lib/api/contract/admin/customers';
import type { Db } from '@/lib/server/db';
import { customerRecommendedItems } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { customerRow } from './customer-detail';
import { variantByCode } from './customer-variants';

/**
 * Adds a variant to the customer's recommended assortment (`/b2b/doporuceny-sortiment`) at the end, or
 * changes the suggested quantity of one already there.
 */
export async function recommendItem(
  db: Db,
  caller: AdminCaller,
  customerId: number,
  input: z.output<typeof recommendedItemSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await customerRow(tx, customerId);
    const variant = await variantByCode(tx, input.code);
    const [last] = await tx
      .select({ position: max(customerRecommendedItems.position) })
      .from(customerRecommendedItems)
      .where(eq(customerRecommendedItems.customerId, customerId));
    await tx
      .insert(customerRecommendedItems)
      .values({
        customerId,
        variantId: variant.id,
        quantity: input.quantity,
        position: (last?.position ?? -1) + 1,
        createdByUserId: caller.user.id,
      })
      .onConflictDoUpdate({
        target: [customerRecommendedItems.customerId, customerRecommendedItems.variantId],
        set: { quantity: input.quantity },
      });
    await recordAudit(tx, caller, {
      action: 'recommend',
      entityId: customerId,
      summary: `${variant.code} × ${input.quantity}`,
    });
  });
}

export async function removeRecommendedItem(
  db: Db,
  caller: AdminCaller,
  customerId: number,
  variantId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(customerRecommendedItems)
      .where(
        and(
          eq(customerRecommendedItems.customerId, customerId),
          eq(customerRecommendedItems.variantId, variantId),
        ),
      )
      .returning({ variantId: customerRecommendedItems.variantId });
    if (removed.length === 0) throw new AppError('RECOMMENDED_ITEM_NOT_FOUND', undefined, { status: 404 });
    await recordAudit(tx, caller, {
      action: 'unrecommend',
      entityId: customerId,
      summary: `variant #${variantId}`,
    });
  });
}
