import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
// The store's own file (its index is server-only): the seed also runs from scripts.
import { localMediaStore } from '@/lib/server/media-store/local-media-store';
import { media } from '../../schema';
import type { Db } from '../../types';
import { insertChunked } from '../context';
import type { BrandSeed } from './brands';
import { type ColourKey, colour as colourOf } from './colours';
import type { DrawingKey } from './drawing-keys';
import { type Draw, drawings, logoDrawing, palette, scene } from './drawings';
import { promoScene } from './drawings/promo-scene';
import { at } from './random';

export const PRODUCT_IMAGE_SIZE = 800;
export const CATEGORY_IMAGE_SIZE = 400;
const WEBP_QUALITY = 78;
const RENDER_CONCURRENCY = 4;

/** One image file: its stable key (file name), its size and how to draw it. */
export interface ImageJob {
  key: string;
  width: number;
  height: number;
  svg: () => string;
}

function paletteOf(colour: ColourKey) {
  const { hex, transparent } = colourOf(colour);
  return palette(hex, transparent ?? false);
}

function drawingJob(key: string, draw: Draw, colour: ColourKey, size: number, group: boolean): ImageJob {
  return { key, width: size, height: size, svg: () => scene(draw, paletteOf(colour), { size, group }) };
}

export function productImageJob(
  key: string,
  drawing: DrawingKey,
  colour: ColourKey,
  group: boolean,
): ImageJob {
  return drawingJob(key, drawings[drawing], colour, PRODUCT_IMAGE_SIZE, group);
}

export function categoryImageJob(drawing: DrawingKey, colour: ColourKey): ImageJob {
  return drawingJob(`category-${drawing}-${colour}`, drawings[drawing], colour, CATEGORY_IMAGE_SIZE, false);
}

export function brandImageJob(brand: BrandSeed): ImageJob {
  return drawingJob(
    `brand-${brand.slug}`,
    logoDrawing(brand.logo.shape),
    brand.logo.colour,
    CATEGORY_IMAGE_SIZE,
    false,
  );
}

/** A wide promotion image (slide, banner): products of the catalog's drawings on a coloured wall. */
export interface PromoImageSeed {
  key: string;
  width: number;
  height: number;
  colours: [string, string];
  objects: { drawing: DrawingKey; colour: ColourKey; x: number; y: number; size: number }[];
}

export function promoImageJob(seed: PromoImageSeed): ImageJob {
  const { key, width, height, colours } = seed;
  const objects = seed.objects.map(({ drawing, colour, ...place }) => ({
    draw: drawings[drawing],
    palette: paletteOf(colour),
    ...place,
  }));
  return { key: `promo-${key}`, width, height, svg: () => promoScene({ width, height, colours, objects }) };
}

interface ImageFile {
  path: string;
  width: number;
  height: number;
  byteSize: number;
}

/** Renders the file unless it exists (the store writes it aside first: a crash leaves no half-written file). */
async function ensureFile(mediaDir: string, job: ImageJob): Promise<ImageFile> {
  const relative = `catalog/${job.key}.webp`;
  const file = path.join(mediaDir, relative);
  const existing = await stat(file).catch(() => null);
  const { width, height } = job;
  if (existing) return { path: relative, width, height, byteSize: existing.size };
  const data = await sharp(Buffer.from(job.svg())).webp({ quality: WEBP_QUALITY }).toBuffer();
  await localMediaStore(mediaDir).put(relative, data);
  return { path: relative, width, height, byteSize: data.length };
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(at(items, index));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The catalog's image files and their media rows, created on first use and shared afterwards. */
export class CatalogImages {
  private readonly ids = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly mediaDir: string,
  ) {}

  /** Makes sure every job has a file and a media row. */
  async ensure(jobs: ImageJob[]): Promise<void> {
    const seen = new Set<string>();
    const missing = jobs.filter((job) => {
      if (this.ids.has(job.key) || seen.has(job.key)) return false;
      seen.add(job.key);
      return true;
    });
    if (missing.length === 0) return;
    const files = await mapLimited(missing, RENDER_CONCURRENCY, (job) => ensureFile(this.mediaDir, job));
    await insertChunked(files, 500, async (chunk) => {
      const rows = await this.db
        .insert(media)
        .values(chunk.map((file) => ({ ...file, mimeType: 'image/webp' })))
        .returning({ id: media.id, path: media.path });
      for (const row of rows) this.ids.set(row.path.slice('catalog/'.length, -'.webp'.length), row.id);
    });
  }

  id(key: string): number {
    const id = this.ids.get(key);
    if (id === undefined) throw new Error(`Image ${key} was not prepared`);
    return id;
  }
}
