import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';

/** Sets a product's boost (0 clears it); listings and search order by it at once. */
export async function setBoost(
  db: Db,
  caller: AdminCaller,
  productId: number,
  boostScore: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ boost: products.boostScore })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw new AppError('NOT_FOUND');
    await tx.update(products).set({ boostScore, updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, caller, {
      action: boostScore === 0 ? 'boost-clear' : 'boost-set',
      entityId: productId,
      summary: `${product.boost} → ${boostScore}`,
    });
  });
  expireCacheTag(cacheTags.catalog);
}
