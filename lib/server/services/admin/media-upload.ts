import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo, type ResizeOptions } from 'sharp';
import { type Db, type DbOrTx } from '@/lib/server/db';
import { media } from '@/lib/server/db/schema';
import { IMAGE_UPLOAD_MAX_BYTES } from '@/lib/api/contract/admin/products';
import { AppError } from '@/lib/server/errors';
import { readBodyWithin } from '@/lib/server/http/request-body';
import { mediaStore } from '@/lib/server/media-store';
import { imageRef, type ImageRef } from '@/lib/server/services/media';

const WEBP_QUALITY = 80;
/** Refuses decompression bombs before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const UPLOAD_FOLDER = 'uploads';
const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);
/**
 * What the bytes must decode as, whatever name or type the browser gave them: sharp also reads SVG, PDF and
 * other formats that can carry scripts or links, and an upload is a photo.
 */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export interface StoredUpload {
  /** In the media store, as `media.path`. */
  path: string;
  width: number;
  height: number;
  byteSize: number;
}

/**
 * Every uploaded picture is turned upright, reduced (never enlarged) and stored as WebP in the media
 * store the shop serves from; `unreadable` is the caller's error for what sharp cannot decode.
 */
async function storeAsWebp(
  source: Buffer,
  resize: ResizeOptions,
  folder: string,
  unreadable: () => AppError,
): Promise<StoredUpload> {
  let output: { data: Buffer; info: OutputInfo };
  try {
    const { format } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!acceptedFormats.has(format)) throw unreadable();
    output = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...resize, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable();
  }
  const relative = `${folder}/${randomUUID()}.webp`;
  await mediaStore().put(relative, output.data);
  return {
    path: relative,
    width: output.info.width,
    height: output.info.height,
    byteSize: output.data.length,
  };
}

/**
 * An image the browser sent as a data URL (product and category forms), fit into `box` × `box` and
 * stored under `uploads/` in the media store. Anything sharp cannot read is a 422.
 */
export function storeUploadedImage(dataUrl: string, box: number): Promise<StoredUpload> {
  const source = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return storeAsWebp(
    source,
    { width: box, height: box, fit: 'inside' },
    UPLOAD_FOLDER,
    () => new AppError('IMAGE_UNREADABLE', undefined, { status: 422, fields: { data_url: ['imageType'] } }),
  );
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
  await mediaStore().remove(paths);
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

const imageTooLarge = () =>
  new AppError('IMAGE_TOO_LARGE', undefined, { status: 413, fields: { image: ['imageTooLarge'] } });

/** Room for the multipart framing around the picture: boundaries and part headers. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The multipart form, read no further than a picture of the largest size allowed with its framing. */
async function uploadForm(request: Request): Promise<FormData> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyWithin(request, IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') throw imageTooLarge();
    throw error;
  }
  try {
    const contentType = request.headers.get('content-type') ?? '';
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalidImage();
  }
}

const invalidImage = () =>
  new AppError('IMAGE_INVALID', undefined, { status: 400, fields: { image: ['imageInvalid'] } });

/** The image file of a multipart upload (`image` field: banners, slides), or a 400 naming the field. */
export async function uploadedImage(request: Request): Promise<File> {
  const form = await uploadForm(request);
  const file = form.get('image');
  if (!(file instanceof File) || file.size === 0) throw invalidImage();
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw imageTooLarge();
  if (!acceptedTypes.has(file.type)) throw invalidImage();
  return file;
}

/** A multipart upload stored no wider than `maxWidth` in `folder`, with its media row. */
export async function storeImage(
  db: Db,
  file: File,
  options: { folder: string; maxWidth: number },
): Promise<{ id: number; image: ImageRef }> {
  const stored = await storeAsWebp(
    Buffer.from(await file.arrayBuffer()),
    { width: options.maxWidth },
    options.folder,
    invalidImage,
  );
  try {
    const [row] = await db
      .insert(media)
      .values({ ...stored, mimeType: 'image/webp' })
      .returning();
    return { id: row!.id, image: imageRef(row!)! };
  } catch (error) {
    await mediaStore().remove([stored.path]);
    throw error;
  }
}

/** A picture chosen in a form must be one uploaded (or seeded) before. */
export async function assertImage(db: DbOrTx, mediaId: number): Promise<void> {
  const [found] = await db.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
  if (!found) throw new AppError('VALIDATION_ERROR', undefined, { fields: { media_id: ['imageRequired'] } });
}
