import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { Db } from '@/lib/server/db';
import { dataDir } from '@/lib/server/db';
import { media } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { imageRef, type ImageRef } from '@/lib/server/services/media';

export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
const WEBP_QUALITY = 80;
const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

const invalidImage = () =>
  new AppError('IMAGE_INVALID', undefined, { status: 400, fields: { image: ['imageInvalid'] } });

/** The image file of a multipart upload (`image` field), or a 400 naming the field. */
export async function uploadedImage(request: Request): Promise<File> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw invalidImage();
  }
  const file = form.get('image');
  if (!(file instanceof File) || file.size === 0) throw invalidImage();
  if (file.size > UPLOAD_MAX_BYTES) {
    throw new AppError('IMAGE_TOO_LARGE', undefined, { status: 413, fields: { image: ['imageTooLarge'] } });
  }
  if (!acceptedTypes.has(file.type)) throw invalidImage();
  return file;
}

/**
 * Stores an uploaded picture as WebP no wider than `maxWidth` (never enlarged), in the media folder the
 * shop serves from, and records it; a file sharp cannot read is refused and nothing is kept.
 */
export async function storeImage(
  db: Db,
  file: File,
  options: { folder: string; maxWidth: number },
): Promise<{ id: number; image: ImageRef }> {
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(Buffer.from(await file.arrayBuffer()), { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: options.maxWidth, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalidImage();
  }
  const relative = `${options.folder}/${randomUUID()}.webp`;
  const stored = path.join(dataDir, 'media', relative);
  await mkdir(path.dirname(stored), { recursive: true });
  await writeFile(stored, output.data);
  try {
    const [row] = await db
      .insert(media)
      .values({
        path: relative,
        width: output.info.width,
        height: output.info.height,
        mimeType: 'image/webp',
        byteSize: output.data.length,
      })
      .returning();
    return { id: row!.id, image: imageRef(row!)! };
  } catch (error) {
    await rm(stored, { force: true });
    throw error;
  }
}
