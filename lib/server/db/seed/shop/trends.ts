import { and, asc, eq, or } from 'drizzle-orm';
import { locales } from '@/lib/config/locales';
import { categories, products, trendProducts, trendTranslations, trends } from '../../schema';
import type { SeedContext } from '../context';
import { requireRow } from './ids';
import { TREND_PRODUCT_COUNT, type TrendSeed, trendSeeds } from './trends-data';
import type { SeedClock } from './types';

async function productsInRootCategory(ctx: SeedContext, rootKey: string): Promise<number[]> {
  const rootId = ctx.categoryIds.get(rootKey);
  if (rootId === undefined) return [];
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(
      and(
        eq(products.isActive, true),
        or(eq(categories.id, rootId), eq(categories.rootId, rootId), eq(categories.parentId, rootId)),
      ),
    )
    .orderBy(asc(products.id))
    .limit(TREND_PRODUCT_COUNT);
  return rows.map((row) => row.id);
}

/** Products of the trend's category, topped up from the catalog order when the category has too few. */
async function trendProductIds(ctx: SeedContext, seed: TrendSeed, index: number): Promise<number[]> {
  const chosen = new Set(await productsInRootCategory(ctx, seed.productCategory));
  const fallback = [...ctx.productIds.slice(index * TREND_PRODUCT_COUNT), ...ctx.productIds];
  for (const id of fallback) {
    if (chosen.size >= TREND_PRODUCT_COUNT) break;
    chosen.add(id);
  }
  return [...chosen];
}

export async function seedTrends(ctx: SeedContext, clock: SeedClock): Promise<void> {
  for (const [index, seed] of trendSeeds.entries()) {
    const trend = requireRow(
      await ctx.db
        .insert(trends)
        .values({ publishedAt: clock.daysFromToday(-seed.publishedDaysAgo) })
        .returning({ id: trends.id }),
      'a trend',
    );
    await ctx.db
      .insert(trendTranslations)
      .values(locales.map((locale) => ({ trendId: trend.id, locale, ...seed.translations[locale] })));
    const productIds = await trendProductIds(ctx, seed, index);
    if (productIds.length > 0) {
      await ctx.db
        .insert(trendProducts)
        .values(
          productIds.map((productId, position) => ({ trendId: trend.id, productId, position: position + 1 })),
        );
    }
  }
}
