import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInput } from '@/lib/api/contract/admin/products';
import {
  auditLog,
  brands,
  categories,
  media,
  products,
  variantPriceHistory,
  variantPrices,
  variants,
} from '@/lib/server/db/schema';
import { listProductParameters } from '@/lib/server/services/catalog/product/product-parameters';
import { call } from './support/b2b-calls';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { drivers, openTestDatabase } from './support/test-database';
import { provideTestState } from './support/mail-test-database';

const current = provideTestState();

const listRoute = await import('@/app/api/admin/produkty/route');
const productRoute = await import('@/app/api/admin/produkty/[id]/route');
const imagesRoute = await import('@/app/api/admin/produkty/[id]/obrazky/route');
const imageRoute = await import('@/app/api/admin/produkty/[id]/obrazky/[mediaId]/route');
const suggestRoute = await import('@/app/api/search/suggest/route');

const db = () => current.database!.db;

function productInput(categoryId: number, brandId: number, code = 'ADM-TEST-1'): ProductInput {
  const translation = (name: string, slug: string) => ({
    name,
    slug,
    short_description: 'Krátky popis',
    description: 'Dlhý popis',
    parameters: [
      { name: 'Objem', value: '300 ml' },
      { name: 'Materiál', value: 'sklo' },
    ],
  });
  return {
    translations: {
      sk: translation('Zmrzlinový pohár Admintest', 'zmrzlinovy-pohar-admintest'),
      cs: translation('Zmrzlinový pohár Admintest', 'zmrzlinovy-pohar-admintest'),
      en: translation('Admintest ice cream cup', 'admintest-ice-cream-cup'),
    },
    brand_id: brandId,
    main_category_id: categoryId,
    category_ids: [],
    vat_class: 'standard',
    is_new: true,
    is_recommended: false,
    is_sale: false,
    is_clearance: false,
    is_active: true,
    variants: [
      {
        id: null,
        code,
        ean: '',
        name: { sk: 'balenie 6 ks', cs: 'balení 6 ks', en: 'pack of 6' },
        pack_quantity: 36,
        unit_pieces: 6,
        min_quantity: 1,
        step_quantity: 1,
        stock: 12,
        backorder: false,
        is_active: true,
        price_cz: 12_900,
        price_sk: 520,
      },
    ],
  };
}

function withSlugSuffix(input: ProductInput, suffix: string): ProductInput {
  const translations = Object.fromEntries(
    Object.entries(input.translations).map(([locale, text]) => [
      locale,
      { ...text, slug: text.slug + suffix },
    ]),
  ) as ProductInput['translations'];
  return { ...input, translations };
}

async function pngDataUrl(width: number, height: number): Promise<string> {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe.each(drivers)('admin products on %s', (driver) => {
  let sessions: Record<AdminCallerKey, string>;
  let categoryId: number;
  let brandId: number;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 5 });
    current.dataDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-admin-products-'));
    sessions = await adminSessions(db());
    const [category] = await db().select({ id: categories.id }).from(categories).limit(1);
    const [brand] = await db().select({ id: brands.id }).from(brands).limit(1);
    categoryId = category!.id;
    brandId = brand!.id;
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
    await rm(current.dataDir, { recursive: true, force: true });
  });

  it('only dealers and superadmins may use the products endpoints', async () => {
    const body = productInput(categoryId, brandId);
    const params = { id: '1' };
    await expectOnlyRolesMayCall(listRoute.GET, 'GET', '/api/admin/produkty', sessions, [
      'dealer',
      'superadmin',
    ]);
    await expectOnlyRolesMayCall(
      listRoute.POST,
      'POST',
      '/api/admin/produkty',
      sessions,
      ['dealer', 'superadmin'],
      {
        body,
      },
    );
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      await expectOnlyRolesMayCall(
        productRoute[method],
        method,
        '/api/admin/produkty/1',
        sessions,
        ['dealer', 'superadmin'],
        { body: method === 'PUT' ? body : undefined, params },
      );
    }
    await expectOnlyRolesMayCall(
      imagesRoute.POST,
      'POST',
      '/api/admin/produkty/1/obrazky',
      sessions,
      ['dealer', 'superadmin'],
      {
        body: { data_url: await pngDataUrl(10, 10) },
        params,
      },
    );
    for (const method of ['PUT', 'DELETE'] as const) {
      await expectOnlyRolesMayCall(
        imageRoute[method],
        method,
        '/api/admin/produkty/1/obrazky/1',
        sessions,
        ['dealer', 'superadmin'],
        { params: { id: '1', mediaId: '1' } },
      );
    }
    expect((await db().select({ total: count() }).from(auditLog))[0]!.total).toBe(0);
  });

  it('lists products searchable by name and code, filtered and sorted', async () => {
    const [variant] = await db()
      .select({ code: variants.code, productId: variants.productId })
      .from(variants)
      .where(eq(variants.position, 0))
      .limit(1);
    const byCode = await call(listRoute.GET, 'GET', `/api/admin/produkty?q=${variant!.code}`, {
      token: sessions.dealer,
      locale: 'sk',
    });
    expect(byCode.status).toBe(200);
    const list = await byCode.json();
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([variant!.productId]);
    expect(list.items[0]).toMatchObject({
      code: variant!.code,
      name: expect.any(String),
      variants: expect.any(Number),
      // The thumbnail carries its size so the list reserves its space before it loads.
      image: {
        url: expect.stringMatching(/^\/media\//),
        width: expect.any(Number),
        height: expect.any(Number),
      },
    });

    const all = await (
      await call(listRoute.GET, 'GET', '/api/admin/produkty?sort=stock&dir=desc', { token: sessions.dealer })
    ).json();
    expect(all.total).toBe(5);
    const stocks = all.items.map((item: { stock: number }) => item.stock);
    expect(stocks).toEqual([...stocks].sort((a: number, b: number) => b - a));

    const noStock = await (
      await call(listRoute.GET, 'GET', '/api/admin/produkty?in_stock=0&flag=inactive', {
        token: sessions.dealer,
      })
    ).json();
    expect(noStock.total).toBe(0);

    const bad = await call(listRoute.GET, 'GET', '/api/admin/produkty?flag=shiny', {
      token: sessions.dealer,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { flag: expect.any(Array) } });
  });

  it('creates a product the shop search finds at once, edits it, adds a resized photo and deletes it', async () => {
    const created = await call(listRoute.POST, 'POST', '/api/admin/produkty', {
      token: sessions.superadmin,
      body: productInput(categoryId, brandId),
    });
    expect(created.status).toBe(201);
    const product = await created.json();
    expect(product.input.variants[0]).toMatchObject({
      code: 'ADM-TEST-1',
      price_cz: 12_900,
      price_sk: 520,
      stock: 12,
      unit_pieces: 6,
      pack_quantity: 36,
    });
    const id = product.id as number;
    const variantId = product.input.variants[0].id as number;
    // The parameter table of the product page, in the editor's order.
    expect(await listProductParameters(db(), id, 'sk')).toEqual([
      { name: 'Objem', value: '300 ml' },
      { name: 'Materiál', value: 'sklo' },
    ]);
    expect(product.input.translations.en.parameters).toHaveLength(2);

    const suggest = await call(suggestRoute.GET, 'GET', '/api/search/suggest?q=admintest', {
      token: null,
      locale: 'sk',
    });
    const suggestions = await suggest.json();
    expect(JSON.stringify(suggestions)).toContain('Zmrzlinový pohár Admintest');

    const edited = productInput(categoryId, brandId);
    edited.is_sale = true;
    edited.translations.sk.parameters = [{ name: 'Materiál', value: 'tvrdené sklo' }];
    edited.variants = [
      { ...edited.variants[0]!, id: variantId, price_cz: 9_900, price_sk: null },
      {
        ...edited.variants[0]!,
        id: null,
        code: 'ADM-TEST-2',
        name: { sk: '12 ks', cs: '12 ks', en: '12 pcs' },
      },
    ];
    const updated = await call(productRoute.PUT, 'PUT', `/api/admin/produkty/${id}`, {
      token: sessions.dealer,
      body: edited,
      params: { id: String(id) },
    });
    expect(updated.status).toBe(200);
    const after = await updated.json();
    expect(after.input.is_sale).toBe(true);
    expect(await listProductParameters(db(), id, 'sk')).toEqual([
      { name: 'Materiál', value: 'tvrdené sklo' },
    ]);
    expect(await listProductParameters(db(), id, 'cs')).toHaveLength(2);
    expect(after.input.variants.map((variant: { code: string }) => variant.code)).toEqual([
      'ADM-TEST-1',
      'ADM-TEST-2',
    ]);
    expect(after.input.variants[0]).toMatchObject({ id: variantId, price_cz: 9_900, price_sk: null });
    const prices = await db().select().from(variantPrices).where(eq(variantPrices.variantId, variantId));
    expect(prices.map((price) => [price.channel, price.netPrice])).toEqual([['cz', 9_900]]);
    const history = await db()
      .select()
      .from(variantPriceHistory)
      .where(eq(variantPriceHistory.variantId, variantId));
    expect(history.map((row) => row.netPrice).sort()).toEqual([12_900, 520, 9_900].sort());

    const uploaded = await call(imagesRoute.POST, 'POST', `/api/admin/produkty/${id}/obrazky`, {
      token: sessions.dealer,
      body: { data_url: await pngDataUrl(1600, 1200) },
      params: { id: String(id) },
    });
    expect(uploaded.status).toBe(201);
    const { images } = await uploaded.json();
    expect(images).toEqual([
      {
        media_id: expect.any(Number),
        url: expect.stringMatching(/^\/media\/uploads\/.+\.webp$/),
        width: 800,
        height: 600,
      },
    ]);
    const file = path.join(current.dataDir, 'media', images[0].url.slice('/media/'.length));
    expect((await sharp(file).metadata()).format).toBe('webp');

    const deleted = await call(productRoute.DELETE, 'DELETE', `/api/admin/produkty/${id}`, {
      token: sessions.superadmin,
      params: { id: String(id) },
    });
    expect(deleted.status).toBe(204);
    expect(await db().select().from(products).where(eq(products.id, id))).toEqual([]);
    expect(await db().select().from(media).where(eq(media.id, images[0].media_id))).toEqual([]);
    await expect(stat(file)).rejects.toThrow();
    const missing = await call(productRoute.GET, 'GET', `/api/admin/produkty/${id}`, {
      token: sessions.superadmin,
      params: { id: String(id) },
    });
    expect(missing.status).toBe(404);
    const actions = (await db().select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(['create', 'update', 'image-add', 'delete']);
  });

  it('refuses invalid input, taken slugs and codes, and unreadable images, changing nothing', async () => {
    const before = (await db().select({ total: count() }).from(products))[0]!.total;
    const invalid = productInput(categoryId, brandId);
    invalid.translations.sk.name = '';
    invalid.translations.cs.slug = 'Not a slug';
    invalid.variants[0]!.stock = -1;
    invalid.translations.en.parameters = [{ name: 'Volume', value: ' ' }];
    const bad = await call(listRoute.POST, 'POST', '/api/admin/produkty', {
      token: sessions.dealer,
      body: invalid,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toMatchObject({
      'translations.sk.name': ['required'],
      'translations.cs.slug': ['slug'],
      'variants.0.stock': ['atLeast|0'],
      'translations.en.parameters.0.value': ['required'],
    });

    const [seeded] = await db().select({ code: variants.code }).from(variants).limit(1);
    const taken = await call(listRoute.POST, 'POST', '/api/admin/produkty', {
      token: sessions.dealer,
      body: productInput(categoryId, brandId, seeded!.code),
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      code: 'VARIANT_CODE_TAKEN',
      message: expect.any(String),
      fields: { 'variants.0.code': ['codeTaken'] },
    });

    const first = await call(listRoute.POST, 'POST', '/api/admin/produkty', {
      token: sessions.dealer,
      body: productInput(categoryId, brandId, 'ADM-SLUG-1'),
    });
    expect(first.status).toBe(201);
    const { id } = await first.json();
    const sameSlug = await call(listRoute.POST, 'POST', '/api/admin/produkty', {
      token: sessions.dealer,
      body: productInput(categoryId, brandId, 'ADM-SLUG-2'),
    });
    expect(sameSlug.status).toBe(409);
    expect((await sameSlug.json()).fields).toMatchObject({ 'translations.sk.slug': ['slugTaken'] });

    const unknownCategory = await call(listRoute.POST, 'POST', '/api/admin/produkty', {
      token: sessions.dealer,
      body: withSlugSuffix(productInput(999_999, brandId, 'ADM-CAT-1'), '-2'),
    });
    expect(unknownCategory.status).toBe(422);

    const notImage = await call(imagesRoute.POST, 'POST', `/api/admin/produkty/${id}/obrazky`, {
      token: sessions.dealer,
      body: { data_url: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}` },
      params: { id: String(id) },
    });
    expect(notImage.status).toBe(422);
    expect(await notImage.json()).toMatchObject({ code: 'IMAGE_UNREADABLE' });
    const notDataUrl = await call(imagesRoute.POST, 'POST', `/api/admin/produkty/${id}/obrazky`, {
      token: sessions.dealer,
      body: { data_url: 'https://example.com/a.png' },
      params: { id: String(id) },
    });
    expect(notDataUrl.status).toBe(400);

    expect((await db().select({ total: count() }).from(products))[0]!.total).toBe(before + 1);
    expect(await db().select().from(variants).where(eq(variants.code, 'ADM-SLUG-2'))).toEqual([]);
  });
});
