import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { type DbOrTx, dataDir } from '@/lib/server/db';
import { media } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';

const WEBP_QUALITY = 80;
/** Refuses decompression bombs before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const UPLOAD_FOLDER = 'uploads';

export interface StoredUpload {
  /** Relative to `$DATA_DIR/media`, as `media.path`. */
  path: string;
  width: number;
  height: number;
  byteSize: number;
}

export function mediaFile(relative: string): string {
  return path.join(dataDir, 'media', relative);
}

/**
 * An image the browser sent as a data URL, turned upright and reduced to fit `box` × `box` (never
 * enlarged), stored as WebP under `$DATA_DIR/media/uploads`. Anything sharp cannot read is a 422.
 */
export async function storeUploadedImage(dataUrl: string, box: number): Promise<StoredUpload> {
  const source = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(box, box, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('IMAGE_UNREADABLE', undefined, { status: 422, fields: { data_url: ['imageType'] } });
  }
  const relative = `${UPLOAD_FOLDER}/${randomUUID()}.webp`;
  const file = mediaFile(relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, output.data);
  await rename(`${file}.tmp`, file);
  return {
    path: relative,
    width: output.info.width,
    height: output.info.height,
    byteSize: output.data.length,
  };
}

/** The media row of a stored upload. */
export async function insertUploadRow(db: DbOrTx, upload: StoredUpload): Promise<number> {
  const [row] = await db
    .insert(media)
    .values({ ...upload, mimeType: 'image/webp' })
    .returning({ id: media.id });
  return row!.id;
}

export function isUpload(mediaPath: string): boolean {
  return mediaPath.startsWith(`${UPLOAD_FOLDER}/`);
}

/** Removes the files of uploads whose rows are gone (after the transaction that deleted them). */
export async function removeUploadFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((relative) => rm(mediaFile(relative), { force: true })));
}

/**
 * Deletes an uploaded image's row when nothing refers to it any more (`stillUsed` asks the tables that
 * may); answers whether it did, so its file can go after the commit. Seeded images are shared and stay.
 */
export async function deleteUnusedUpload(
  db: DbOrTx,
  mediaId: number,
  mediaPath: string,
  stillUsed: () => Promise<boolean>,
): Promise<boolean> {
  if (!isUpload(mediaPath) || (await stillUsed())) return false;
  await db.delete(media).where(eq(media.id, mediaId));
  return true;
}
