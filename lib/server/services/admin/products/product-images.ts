import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ProductImage } from '@/lib/api/contract/admin/products';
import type { Db, DbOrTx } from '@/lib/server/db';
import { media, productImages, products } from '@/lib/server/db/schema';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { deleteUnusedUpload, insertUploadRow, removeUploadFiles, storeUploadedImage } from '../media-upload';
import { readProductImages } from './product-read';

/** The size of the seeded product photos: the gallery and the cards are laid out for it. */
const PRODUCT_IMAGE_BOX = 800;

async function assertProductExists(db: DbOrTx, productId: number): Promise<void> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw new AppError('NOT_FOUND');
}

/** Adds a photo after the product's others; a file the database did not take is removed again. */
export async function addProductImage(
  db: Db,
  caller: AdminCaller,
  productId: number,
  dataUrl: string,
): Promise<ProductImage[]> {
  await assertProductExists(db, productId);
  const upload = await storeUploadedImage(dataUrl, PRODUCT_IMAGE_BOX);
  try {
    await db.transaction(async (tx) => {
      await assertProductExists(tx, productId);
      const mediaId = await insertUploadRow(tx, upload);
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${productImages.position}), -1)` })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      await tx
        .insert(productImages)
        .values({ productId, mediaId, position: Number(last?.position ?? -1) + 1 });
      await recordAudit(tx, caller, { action: 'image-add', entityId: productId, summary: upload.path });
    });
  } catch (error) {
    await removeUploadFiles([upload.path]);
    throw error;
  }
  expireCacheTag(cacheTags.catalog);
  return readProductImages(db, productId);
}

/** Whether a product still shows the image. */
export async function productImageUsed(db: DbOrTx, mediaId: number): Promise<boolean> {
  const [used] = await db
    .select({ id: productImages.mediaId })
    .from(productImages)
    .where(eq(productImages.mediaId, mediaId))
    .limit(1);
  return used !== undefined;
}

/** Takes a photo off the product (and deletes its file when it was uploaded for it alone). */
export async function removeProductImage(
  db: Db,
  caller: AdminCaller,
  productId: number,
  mediaId: number,
): Promise<ProductImage[]> {
  const removedFile = await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ path: media.path })
      .from(productImages)
      .innerJoin(media, eq(media.id, productImages.mediaId))
      .where(and(eq(productImages.productId, productId), eq(productImages.mediaId, mediaId)));
    if (!link) throw new AppError('NOT_FOUND');
    await tx
      .delete(productImages)
      .where(and(eq(productImages.productId, productId), eq(productImages.mediaId, mediaId)));
    await recordAudit(tx, caller, { action: 'image-remove', entityId: productId, summary: link.path });
    const unused = await deleteUnusedUpload(tx, mediaId, link.path, () => productImageUsed(tx, mediaId));
    return unused ? [link.path] : [];
  });
  await removeUploadFiles(removedFile);
  expireCacheTag(cacheTags.catalog);
  return readProductImages(db, productId);
}

/** Moves a photo to the front: the first photo is the product's card and gallery image. */
export async function makeMainProductImage(
  db: Db,
  caller: AdminCaller,
  productId: number,
  mediaId: number,
): Promise<ProductImage[]> {
  await db.transaction(async (tx) => {
    const images = await readProductImages(tx, productId);
    if (!images.some((image) => image.media_id === mediaId)) throw new AppError('NOT_FOUND');
    const ordered = [mediaId, ...images.map((image) => image.media_id).filter((id) => id !== mediaId)];
    for (const [position, id] of ordered.entries()) {
      await tx
        .update(productImages)
        .set({ position })
        .where(and(eq(productImages.productId, productId), eq(productImages.mediaId, id)));
    }
    await recordAudit(tx, caller, { action: 'image-main', entityId: productId, summary: String(mediaId) });
  });
  expireCacheTag(cacheTags.catalog);
  return readProductImages(db, productId);
}
