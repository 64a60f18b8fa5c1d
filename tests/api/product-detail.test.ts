import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import { provideDatabase } from '@/lib/server/db';
import {
  productTranslations,
  products,
  variantPriceHistory,
  variantPrices,
  variants,
} from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { findTranslatedSlug } from '@/lib/server/services/catalog/product/product-base';
import { loadProductDetail } from '@/lib/server/services/catalog/product/product-detail';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const cz = channels.cz;
const sk = channels.sk;
const DAY_MS = 86_400_000;

function db() {
  return current.database!.db;
}

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY_MS);
}

async function slugOf(productId: number, locale: 'sk' | 'cs' | 'en'): Promise<string> {
  const [row] = await db()
    .select({ slug: productTranslations.slug })
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, locale)));
  return row!.slug;
}

/** The product page's data of a product, found by its slug in `locale`. */
async function detailOf(productId: number, locale: 'sk' | 'cs' | 'en' = 'sk', channel = cz) {
  return loadProductDetail(db(), { locale, channel, slug: await slugOf(productId, locale) });
}

async function productRow(productId: number) {
  const [row] = await db().select().from(products).where(eq(products.id, productId));
  return row!;
}

async function firstVariantOf(productId: number) {
  const [variant] = await db()
    .select()
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(variants.position);
  return variant!;
}

/** A product with several variants, none of them sold only in multiples. */
async function productWithVariants(): Promise<number> {
  const [row] = sqlRows<{ id: number }>(
    await db().execute(sql`
      select p.id from products p join variants v on v.product_id = p.id and v.is_active
      where p.is_active group by p.id having count(*) >= 2 order by p.id limit 1`),
  );
  return row!.id;
}

describe.each(drivers)('the product page’s loader on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('loads a product by its slug with its variants, gallery, parameters, breadcrumb and texts', async () => {
    const productId = await productWithVariants();
    const slug = await slugOf(productId, 'sk');
    const detail = await loadProductDetail(db(), { locale: 'sk', channel: cz, slug });
    expect(detail).not.toBeNull();
    expect(detail!.id).toBe(productId);
    expect(detail!.slug).toBe(slug);
    expect(detail!.slugs).toEqual({
      sk: slug,
      cs: await slugOf(productId, 'cs'),
      en: await slugOf(productId, 'en'),
    });
    expect(detail!.variants.length).toBeGreaterThanOrEqual(2);
    expect(detail!.images.length).toBeGreaterThan(0);
    expect(detail!.images[0]!.url).toMatch(/^\/media\//);
    expect(detail!.parameters.length).toBeGreaterThanOrEqual(3);
    expect(detail!.breadcrumb.length).toBeGreaterThanOrEqual(1);
    expect(detail!.breadcrumb.at(-1)!.url).toMatch(/^\/kategorie\//);
    expect(detail!.descriptionHtml).toMatch(/^<p>.+<\/p>$/s);
    expect(detail!.brand?.name).toBeTruthy();

    const english = await detailOf(productId, 'en', cz);
    expect(english!.id).toBe(productId);
    expect(english!.breadcrumb.at(-1)!.url).toMatch(/^\/en\/category\//);
  });

  it('prices each variant from its net price in the shop: gross = round(net × (100 + VAT) / 100)', async () => {
    const productId = await productWithVariants();
    const detail = await detailOf(productId, 'sk', cz);
    const product = await productRow(productId);
    const rate = cz.vatRates[product.vatClass] ?? 21;
    for (const variant of detail!.variants) {
      const [price] = await db()
        .select({ net: variantPrices.netPrice })
        .from(variantPrices)
        .where(and(eq(variantPrices.variantId, variant.id), eq(variantPrices.channel, 'cz')));
      expect(variant.price.withoutVat).toBe(price!.net);
      expect(variant.price.withVat).toBe(Math.round((price!.net * (100 + rate)) / 100));
      expect(variant.price.currency).toBe('CZK');
    }
  });

  it('derives a missing EUR price from the CZK one at the admin’s exchange rate', async () => {
    const productId = await productWithVariants();
    const variant = await firstVariantOf(productId);
    await db()
      .delete(variantPrices)
      .where(and(eq(variantPrices.variantId, variant.id), eq(variantPrices.channel, 'sk')));
    const [czk] = await db()
      .select({ net: variantPrices.netPrice })
      .from(variantPrices)
      .where(and(eq(variantPrices.variantId, variant.id), eq(variantPrices.channel, 'cz')));
    const [setting] = sqlRows<{ value: string }>(
      await db().execute(sql`select value from settings where key = 'exchange_rate_eur_czk'`),
    );
    const rate = Number.parseFloat(setting?.value ?? '25');
    const detail = await detailOf(productId, 'sk', sk);
    const shown = detail!.variants.find((candidate) => candidate.id === variant.id)!;
    expect(shown.price.currency).toBe('EUR');
    expect(shown.price.withoutVat).toBe(Math.round(czk!.net / rate));
  });

  it('shows a sale’s lowest price of the 30 days before the reduction, not older or later prices', async () => {
    const productId = await productWithVariants();
    const variant = await firstVariantOf(productId);
    const variantId = variant.id;
    await db().update(products).set({ isSale: true }).where(eq(products.id, productId));
    await db().delete(variantPriceHistory).where(eq(variantPriceHistory.variantId, variantId));
    // 800 ended 45 days ago, before the window; 900 was in force when the window opened (40 days
    // ago); 1100 was set inside it; the sale price 700 started 10 days ago.
    await db()
      .insert(variantPriceHistory)
      .values([
        { variantId, channel: 'cz', netPrice: 800, validFrom: daysAgo(100) },
        { variantId, channel: 'cz', netPrice: 900, validFrom: daysAgo(45) },
        { variantId, channel: 'cz', netPrice: 1100, validFrom: daysAgo(25) },
        { variantId, channel: 'cz', netPrice: 700, validFrom: daysAgo(10) },
      ]);
    await db()
      .update(variantPrices)
      .set({ netPrice: 700 })
      .where(and(eq(variantPrices.variantId, variantId), eq(variantPrices.channel, 'cz')));

    const slug = await slugOf(productId, 'sk');
    const onSale = await loadProductDetail(db(), { locale: 'sk', channel: cz, slug });
    const shown = onSale!.variants.find((candidate) => candidate.id === variantId)!;
    expect(shown.price.withoutVat).toBe(700);
    expect(shown.lowestPriorPrice?.withoutVat).toBe(900);

    await db().update(products).set({ isSale: false }).where(eq(products.id, productId));
    const notOnSale = await loadProductDetail(db(), { locale: 'sk', channel: cz, slug });
    expect(notOnSale!.variants.find((candidate) => candidate.id === variantId)!.lowestPriorPrice).toBeNull();
  });

  it('sanitizes rich text: no scripts, handlers or javascript: links; h1 becomes h2', async () => {
    const productId = await productWithVariants();
    await db()
      .update(productTranslations)
      .set({
        description:
          '<h1>Title</h1><p onclick="steal()">Good <strong>glass</strong><script>alert(1)</script></p>' +
          '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/x">ok</a><img src=x onerror=alert(1)>',
      })
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, 'cs')));
    const detail = await detailOf(productId, 'cs', cz);
    const html = detail!.descriptionHtml;
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<p>Good <strong>glass</strong></p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(html).toContain('<a href="https://example.com/x">ok</a>');
  });

  it('offers alternatives from the same category and related products from its neighbours', async () => {
    const productId = await productWithVariants();
    const detail = await detailOf(productId, 'sk', cz);
    const own = await productRow(productId);
    const categoryOf = async (id: number) => (await productRow(id)).mainCategoryId;
    expect(detail!.alternatives.map((card) => card.id)).not.toContain(productId);
    for (const card of detail!.alternatives) expect(await categoryOf(card.id)).toBe(own.mainCategoryId);
    for (const card of detail!.related) expect(await categoryOf(card.id)).not.toBe(own.mainCategoryId);
    expect(detail!.alternatives.length + detail!.related.length).toBeGreaterThan(0);
  });

  it('knows no unknown or inactive product, and finds the right slug for another language’s one', async () => {
    expect(await loadProductDetail(db(), { locale: 'sk', channel: cz, slug: 'no-such-product' })).toBeNull();
    const productId = await productWithVariants();
    const czechSlug = await slugOf(productId, 'cs');
    const englishSlug = await slugOf(productId, 'en');
    expect(await findTranslatedSlug(db(), 'en', czechSlug)).toBe(englishSlug);
    expect(await findTranslatedSlug(db(), 'en', 'no-such-product')).toBeNull();
    const inactive = (await db().select({ id: products.id }).from(products).orderBy(products.id).limit(1))[0]!
      .id;
    await db().update(products).set({ isActive: false }).where(eq(products.id, inactive));
    expect(
      await loadProductDetail(db(), { locale: 'sk', channel: cz, slug: await slugOf(inactive, 'sk') }),
    ).toBeNull();
  });
});
