import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { media, productImages, productTranslations, products } from '@/lib/server/db/schema';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { deleteUnusedUpload, removeUploadFiles } from '../media-upload';
import { productImageUsed } from './product-images';

/**
 * Deletes a product with its variants, prices and photos; orders keep their own copy of what was bought.
 * Photos uploaded for it alone are deleted with it.
 */
export async function deleteProduct(db: Db, caller: AdminCaller, productId: number): Promise<void> {
  const removedFiles = await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw new AppError('NOT_FOUND');
    const [name] = await tx
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .where(eq(productTranslations.productId, productId))
      .limit(1);
    const images = await tx
      .select({ id: media.id, path: media.path })
      .from(productImages)
      .innerJoin(media, eq(media.id, productImages.mediaId))
      .where(eq(productImages.productId, productId));
    await tx.delete(products).where(eq(products.id, productId));
    const removed: string[] = [];
    for (const image of images) {
      if (await deleteUnusedUpload(tx, image.id, image.path, () => productImageUsed(tx, image.id))) {
        removed.push(image.path);
      }
    }
    await recordAudit(tx, caller, { action: 'delete', entityId: productId, summary: name?.name ?? '' });
    return removed;
  });
  await removeUploadFiles(removedFiles);
  expireCacheTag(cacheTags.catalog);
}
