import { locales } from '@/lib/config/locales';
import {
  productCategories,
  productImages,
  productParameters,
  productTranslations,
  products,
  variantPriceHistory,
  variantPrices,
  variantTranslations,
  variants,
} from '../../schema';
import type { Db } from '../../types';
import { insertChunked } from '../context';
import type { GeneratedProduct, GeneratedVariant } from './generate';
import type { CatalogImages } from './images';
import { at } from './random';

const CHUNK = 500;
const DAY_MS = 86_400_000;

export interface ProductInsertContext {
  db: Db;
  categoryIds: Map<string, number>;
  brandIds: Map<string, number>;
  images: CatalogImages;
  /** Price history dates are relative to this moment (ms). */
  now: number;
}

function required<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Unknown ${what}: ${String(key)}`);
  return id;
}

function expectCount(actual: number, expected: number, what: string): void {
  if (actual !== expected) throw new Error(`Inserting ${what} returned ${actual} ids for ${expected} rows`);
}

async function insertProductRows(
  context: ProductInsertContext,
  batch: GeneratedProduct[],
): Promise<number[]> {
  const { db, brandIds, categoryIds } = context;
  const ids: number[] = [];
  await insertChunked(batch, CHUNK, async (chunk) => {
    const rows = await db
      .insert(products)
      .values(
        chunk.map((product) => ({
          brandId: required(brandIds, product.brandSlug, 'brand'),
          mainCategoryId: required(categoryIds, product.category, 'category'),
          vatClass: product.vatClass,
          isNew: product.isNew,
          isRecommended: product.isRecommended,
          isSale: product.isSale,
          isClearance: product.isClearance,
          salesCount: product.salesCount,
          boostScore: product.boostScore,
        })),
      )
      .returning({ id: products.id });
    ids.push(...rows.map((row) => row.id));
  });
  expectCount(ids.length, batch.length, 'products');
  return ids;
}

/** Translations, categories, images and parameters: rows that only need the product id. */
async function insertProductDetails(
  context: ProductInsertContext,
  batch: GeneratedProduct[],
  productIds: number[],
): Promise<void> {
  const { db, categoryIds, images } = context;
  const translations: (typeof productTranslations.$inferInsert)[] = [];
  const links: (typeof productCategories.$inferInsert)[] = [];
  const pictures: (typeof productImages.$inferInsert)[] = [];
  const parameters: (typeof productParameters.$inferInsert)[] = [];
  batch.forEach((product, index) => {
    const productId = at(productIds, index);
    for (const locale of locales) {
      translations.push({ productId, locale, ...product.texts[locale] });
      product.parameters[locale].forEach((parameter, position) => {
        parameters.push({ productId, locale, ...parameter, position });
      });
    }
    product.categories.forEach((key, position) => {
      links.push({ productId, categoryId: required(categoryIds, key, 'category'), position });
    });
    product.images.forEach((image, position) => {
      pictures.push({ productId, mediaId: images.id(image.key), position });
    });
  });
  await insertChunked(translations, CHUNK, (chunk) => db.insert(productTranslations).values(chunk));
  await insertChunked(links, CHUNK, (chunk) => db.insert(productCategories).values(chunk));
  await insertChunked(pictures, CHUNK, (chunk) => db.insert(productImages).values(chunk));
  await insertChunked(parameters, CHUNK, (chunk) => db.insert(productParameters).values(chunk));
}

async function insertVariantRows(
  db: Db,
  batch: GeneratedProduct[],
  productIds: number[],
): Promise<{ id: number; variant: GeneratedVariant }[]> {
  const generated = batch.flatMap((product, index) =>
    product.variants.map((variant, position) => ({ productId: at(productIds, index), variant, position })),
  );
  const ids: number[] = [];
  await insertChunked(generated, CHUNK, async (chunk) => {
    const rows = await db
      .insert(variants)
      .values(
        chunk.map(({ productId, variant, position }) => ({
          productId,
          code: variant.code,
          ean: variant.ean,
          packQuantity: variant.packQuantity,
          unitPieces: variant.unitPieces,
          minQuantity: variant.minQuantity,
          stepQuantity: variant.stepQuantity,
          stock: variant.stock,
          backorder: variant.backorder,
          position,
        })),
      )
      .returning({ id: variants.id });
    ids.push(...rows.map((row) => row.id));
  });
  expectCount(ids.length, generated.length, 'variants');
  return generated.map(({ variant }, index) => ({ id: at(ids, index), variant }));
}

/** Variant names, current net prices per channel and the price history behind them. */
async function insertVariantDetails(
  context: ProductInsertContext,
  inserted: { id: number; variant: GeneratedVariant }[],
): Promise<void> {
  const { db, now } = context;
  const names: (typeof variantTranslations.$inferInsert)[] = [];
  const prices: (typeof variantPrices.$inferInsert)[] = [];
  const history: (typeof variantPriceHistory.$inferInsert)[] = [];
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  for (const { id: variantId, variant } of inserted) {
    for (const locale of locales) names.push({ variantId, locale, name: variant.name[locale] });
    const channelPrices: { channel: 'cz' | 'sk'; current: number; previous: number | null }[] = [
      { channel: 'cz', current: variant.czk, previous: variant.previousCzk },
    ];
    if (variant.eur !== null) {
      channelPrices.push({ channel: 'sk', current: variant.eur, previous: variant.previousEur });
    }
    for (const { channel, current, previous } of channelPrices) {
      prices.push({ variantId, channel, netPrice: current });
      // The sale started 20 days ago from a higher price: the lowest price of the previous 30 days is real.
      if (previous === null) {
        history.push({ variantId, channel, netPrice: current, validFrom: daysAgo(60) });
      } else {
        history.push({ variantId, channel, netPrice: previous, validFrom: daysAgo(90) });
        history.push({ variantId, channel, netPrice: current, validFrom: daysAgo(20) });
      }
    }
  }
  await insertChunked(names, CHUNK, (chunk) => db.insert(variantTranslations).values(chunk));
  await insertChunked(prices, CHUNK, (chunk) => db.insert(variantPrices).values(chunk));
  await insertChunked(history, CHUNK, (chunk) => db.insert(variantPriceHistory).values(chunk));
}

/** Inserts one batch of generated products with everything that hangs on them; returns the product ids. */
export async function insertProducts(
  context: ProductInsertContext,
  batch: GeneratedProduct[],
): Promise<number[]> {
  const productIds = await insertProductRows(context, batch);
  await insertProductDetails(context, batch, productIds);
  const inserted = await insertVariantRows(context.db, batch, productIds);
  await insertVariantDetails(context, inserted);
  return productIds;
}
