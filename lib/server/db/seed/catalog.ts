import type { SeedContext } from './context';
import { brandSeeds } from './catalog/brands';
import { type GeneratedProduct, generateProducts } from './catalog/generate';
import { CatalogImages, brandImageJob, categoryImageJob, productImageJob } from './catalog/images';
import { insertBrands, insertCategories } from './catalog/insert-categories';
import { insertProducts } from './catalog/insert-products';
import { taxonomy } from './catalog/taxonomy';

/** Products generated, rendered and inserted together; bounds memory for very large catalogs. */
const BATCH_SIZE = 1000;

/**
 * The deterministic demo catalog: categories (with brand taxons), brands, `ctx.products` products with
 * variants, prices, price history, parameters and rendered images. Fills ctx.categoryIds and ctx.productIds.
 */
export async function seedCatalog(ctx: SeedContext): Promise<void> {
  const images = new CatalogImages(ctx.db, ctx.mediaDir);
  await images.ensure([
    ...taxonomy
      .flatMap((root) => [root, ...root.children])
      .map((seed) => categoryImageJob(seed.image.drawing, seed.image.colour)),
    ...brandSeeds.map(brandImageJob),
  ]);
  const categoryIds = await insertCategories(ctx.db, images);
  for (const [key, id] of categoryIds) ctx.categoryIds.set(key, id);
  const brandIds = await insertBrands(ctx.db, categoryIds, images);
  const context = { db: ctx.db, categoryIds, brandIds, images, now: Date.now() };

  let batch: GeneratedProduct[] = [];
  const flush = async () => {
    await images.ensure(
      batch.flatMap((product) =>
        product.images.map((image) => productImageJob(image.key, image.drawing, image.colour, image.group)),
      ),
    );
    ctx.productIds.push(...(await insertProducts(context, batch)));
    batch = [];
  };
  for (const product of generateProducts(ctx.products)) {
    batch.push(product);
    if (batch.length === BATCH_SIZE) await flush();
  }
  if (batch.length > 0) await flush();
}
