import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Db } from '@/lib/server/db';
import { brands, categories, media } from '@/lib/server/db/schema';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { deleteUnusedUpload, insertUploadRow, removeUploadFiles, storeUploadedImage } from '../media-upload';

/** The size of the seeded category images (the home page's and the listing's tiles). */
const CATEGORY_IMAGE_BOX = 400;

/** Whether a category or brand still shows the image. */
export async function categoryImageUsed(db: DbOrTx, mediaId: number): Promise<boolean> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.imageId, mediaId))
    .limit(1);
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.imageId, mediaId)).limit(1);
  return Boolean(category || brand);
}

async function currentImage(db: DbOrTx, categoryId: number) {
  const [row] = await db
    .select({ imageId: categories.imageId, path: media.path })
    .from(categories)
    .leftJoin(media, eq(media.id, categories.imageId))
    .where(eq(categories.id, categoryId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Replaces (`dataUrl`) or removes (null) the category's image; an uploaded image nothing shows any more
 * is deleted with its file.
 */
export async function setCategoryImage(
  db: Db,
  caller: AdminCaller,
  categoryId: number,
  dataUrl: string | null,
): Promise<void> {
  await currentImage(db, categoryId);
  const upload = dataUrl === null ? null : await storeUploadedImage(dataUrl, CATEGORY_IMAGE_BOX);
  let removed: string[] = [];
  try {
    removed = await db.transaction(async (tx) => {
      const previous = await currentImage(tx, categoryId);
      const imageId = upload ? await insertUploadRow(tx, upload) : null;
      await tx.update(categories).set({ imageId }).where(eq(categories.id, categoryId));
      await recordAudit(tx, caller, {
        action: upload ? 'category-image' : 'category-image-remove',
        entityId: categoryId,
        summary: upload?.path ?? '',
      });
      const { imageId: oldId, path } = previous;
      if (oldId && path && (await deleteUnusedUpload(tx, oldId, path, () => categoryImageUsed(tx, oldId)))) {
        return [path];
      }
      return [];
    });
  } catch (error) {
    if (upload) await removeUploadFiles([upload.path]);
    throw error;
  }
  await removeUploadFiles(removed);
  expireCacheTag(cacheTags.catalog);
}
