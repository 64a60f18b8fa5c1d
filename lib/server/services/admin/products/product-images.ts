import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ProductImage } from '@/lib/api/contract/admin/products';
import { type Db, type DbOrTx, dataDir } from '@/lib/server/db';
import { media, productImages, products } from '@/lib/server/db/schema';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { readProductImages } from './product-read';

/** The size of the seeded product photos: the gallery and the cards are laid out for it. */
const IMAGE_BOX = 800;
const WEBP_QUALITY = 80;
/** Refuses decompression bombs before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const UPLOAD_FOLDER = 'uploads';

interface ResizedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Any raster image the browser sends becomes a WebP of at most 800 × 800, turned upright. */
async function resize(source: Buffer): Promise<ResizedImage> {
  try {
    const { data, info } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(IMAGE_BOX, IMAGE_BOX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError('IMAGE_UNREADABLE', undefined, { status: 422, fields: { data_url: ['imageType'] } });
  }
}

export function mediaFile(relative: string): string {
  return path.join(dataDir, 'media', relative);
}

async function storeFile(image: ResizedImage): Promise<string> {
  const relative = `${UPLOAD_FOLDER}/${randomUUID()}.webp`;
  const file = mediaFile(relative);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  await writeFile(temporary, image.data);
  await rename(temporary, file);
  return relative;
}

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
  const image = await resize(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  const relative = await storeFile(image);
  try {
    await db.transaction(async (tx) => {
      await assertProductExists(tx, productId);
      const [row] = await tx
        .insert(media)
        .values({
          path: relative,
          width: image.width,
          height: image.height,
          mimeType: 'image/webp',
          byteSize: image.data.length,
        })
        .returning({ id: media.id });
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${productImages.position}), -1)` })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      await tx
        .insert(productImages)
        .values({ productId, mediaId: row!.id, position: Number(last?.position ?? -1) + 1 });
      await recordAudit(tx, caller, { action: 'image-add', entityId: productId, summary: relative });
    });
  } catch (error) {
    await rm(mediaFile(relative), { force: true });
    throw error;
  }
  expireCacheTag(cacheTags.catalog);
  return readProductImages(db, productId);
}

/** An uploaded file no product shows any more; the seeded catalog images are shared and stay. */
export async function removeOrphanUpload(db: DbOrTx, mediaId: number, mediaPath: string): Promise<boolean> {
  if (!mediaPath.startsWith(`${UPLOAD_FOLDER}/`)) return false;
  const [used] = await db
    .select({ id: productImages.mediaId })
    .from(productImages)
    .where(eq(productImages.mediaId, mediaId))
    .limit(1);
  if (used) return false;
  await db.delete(media).where(eq(media.id, mediaId));
  return true;
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
    return (await removeOrphanUpload(tx, mediaId, link.path)) ? link.path : null;
  });
  if (removedFile) await rm(mediaFile(removedFile), { force: true });
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
