import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { auditLog, media, products, trendProducts, trends, trendTranslations } from '@/lib/server/db/schema';
import { mediaStore } from '@/lib/server/media-store';
import { getTrend, listTrends } from '@/lib/server/services/content/trends';
import {
  adminCallerKeys,
  adminSessions,
  expectOnlyRolesMayCall,
  type AdminCallerKey,
  PNG,
  upload,
} from './support/admin-calls';
import { call } from './support/b2b-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const listRoute = await import('@/app/api/admin/trendy/route');
const itemRoute = await import('@/app/api/admin/trendy/[id]/route');
const imageRoute = await import('@/app/api/admin/trendy/obrazok/route');

const none = { slug: '', title: '', perex: '', content: '' };
const slovak = {
  slug: 'stol-na-terase',
  title: 'Stôl na terase',
  perex: 'Čo vydrží vietor aj slnko.',
  content:
    '<h2>Sklo</h2><p onclick="alert(1)">Pohár z <strong>tritanu</strong>.</p><script>alert(2)</script>',
};

function trendBody(overrides: Record<string, unknown> = {}) {
  return {
    is_active: true,
    // Shop time (CET in March): 08:30 UTC.
    published_at: '2024-03-01T09:30',
    media_id: null,
    product_ids: [],
    translations: { sk: slovak, cs: none, en: none },
    ...overrides,
  };
}

describe.each(drivers)('admin trends (trendy) on %s', (driver) => {
  let database: TestDatabase;
  let sessions: Record<AdminCallerKey, string>;
  let productIds: number[];

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
    sessions = await adminSessions(database.db);
    productIds = (await database.db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map(
      (row) => row.id,
    );
  });
  afterAll(async () => database?.dispose());

  const trendCount = async () => (await database.db.select().from(trends)).length;
  const asDealer = (id: number) => ({ token: sessions.dealer, params: { id: String(id) } });

  it('dealers and the superadmin may manage trends and upload their pictures; others are refused', async () => {
    const allowed = ['dealer', 'superadmin'] as const;
    const params = { id: '1' };
    await expectOnlyRolesMayCall(listRoute.GET, 'GET', '/api/admin/trendy', sessions, allowed);
    await expectOnlyRolesMayCall(listRoute.POST, 'POST', '/api/admin/trendy', sessions, allowed, {
      body: trendBody(),
    });
    await expectOnlyRolesMayCall(itemRoute.GET, 'GET', '/api/admin/trendy/1', sessions, allowed, { params });
    await expectOnlyRolesMayCall(itemRoute.PUT, 'PUT', '/api/admin/trendy/1', sessions, allowed, {
      body: trendBody(),
      params,
    });
    await expectOnlyRolesMayCall(itemRoute.DELETE, 'DELETE', '/api/admin/trendy/1', sessions, allowed, {
      params,
    });
    expect((await upload(imageRoute.POST, null, null)).status).toBe(401);
    for (const key of adminCallerKeys.filter((candidate) => !allowed.includes(candidate as never))) {
      expect((await upload(imageRoute.POST, sessions[key], null)).status, key).toBe(403);
    }
    const list = await call(listRoute.GET, 'GET', '/api/admin/trendy', { token: sessions.superadmin });
    expect(list.status).toBe(200);
    // The seeded articles, newest first.
    expect((await list.json()).items.map((item: { is_published: boolean }) => item.is_published)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('a new article with a picture and products is shown by the shop in their order, changed, and deleted', async () => {
    const picture = await upload(imageRoute.POST, sessions.dealer, new Blob([PNG], { type: 'image/png' }));
    expect(picture.status).toBe(201);
    const { id: mediaId, image } = await picture.json();
    expect(image.url).toMatch(/^\/media\/uploads\/trendy\/.+\.webp$/);
    const [first, second, third] = productIds;

    const created = await call(listRoute.POST, 'POST', '/api/admin/trendy', {
      token: sessions.dealer,
      locale: 'sk',
      body: trendBody({ media_id: mediaId, product_ids: [third, first] }),
    });
    expect(created.status).toBe(201);
    const trend = await created.json();
    expect(trend).toMatchObject({
      published_at: '2024-03-01T09:30',
      media_id: mediaId,
      image: { url: image.url },
      urls: { sk: '/trendy-a-inspiracie/stol-na-terase' },
    });
    expect(trend.translations.sk.content).toBe('<h2>Sklo</h2><p>Pohár z <strong>tritanu</strong>.</p>');
    expect(trend.products.map((product: { id: number }) => product.id)).toEqual([third, first]);
    expect(trend.products[0]).toMatchObject({ name: expect.any(String), code: expect.any(String) });

    const shown = await getTrend(database.db, { locale: 'sk', slug: 'stol-na-terase' });
    expect(shown).toMatchObject({
      title: 'Stôl na terase',
      perex: 'Čo vydrží vietor aj slnko.',
      publishedAt: '2024-03-01T08:30:00.000Z',
      productIds: [third, first],
      image: { url: image.url },
    });
    expect(await getTrend(database.db, { locale: 'cs', slug: 'stol-na-terase' })).toBeNull();
    const shopList = await listTrends(database.db, { locale: 'sk', page: 1, perPage: 12 });
    expect(shopList.items.map((item) => item.title)).toContain('Stôl na terase');

    const found = await call(listRoute.GET, 'GET', '/api/admin/trendy?q=terase', {
      token: sessions.dealer,
      locale: 'sk',
    });
    expect((await found.json()).items).toEqual([
      expect.objectContaining({
        id: trend.id,
        title: 'Stôl na terase',
        locales: ['sk'],
        products: 2,
        is_active: true,
        is_published: true,
        published_at: '2024-03-01T08:30:00.000Z',
      }),
    ]);

    // Reordered, a second language, a picture no more: the shop follows at once.
    const changed = await call(itemRoute.PUT, 'PUT', `/api/admin/trendy/${trend.id}`, {
      ...asDealer(trend.id),
      body: trendBody({
        product_ids: [first, second, third],
        translations: {
          sk: slovak,
          cs: { slug: 'stul-na-terase', title: 'Stůl na terase', perex: '', content: '<p>Sklo.</p>' },
          en: none,
        },
      }),
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).urls).toEqual({
      sk: '/trendy-a-inspiracie/stol-na-terase',
      cs: '/cs/trendy-a-inspiracie/stul-na-terase',
    });
    expect(await getTrend(database.db, { locale: 'sk', slug: 'stol-na-terase' })).toMatchObject({
      productIds: [first, second, third],
      slugs: { sk: 'stol-na-terase', cs: 'stul-na-terase' },
    });
    // The article's own picture, no longer shown by any article, is gone with its file.
    expect(await database.db.select().from(media).where(eq(media.id, mediaId))).toEqual([]);
    expect(await mediaStore().get(image.url.replace('/media/', ''))).toBeNull();

    // Hidden, or published later: the shop does not show it.
    for (const hidden of [{ is_active: false }, { published_at: '2099-01-01T00:00' }]) {
      const response = await call(itemRoute.PUT, 'PUT', `/api/admin/trendy/${trend.id}`, {
        ...asDealer(trend.id),
        body: trendBody({ product_ids: [first], ...hidden }),
      });
      expect(response.status).toBe(200);
      expect(await getTrend(database.db, { locale: 'sk', slug: 'stol-na-terase' })).toBeNull();
      const listed = await call(listRoute.GET, 'GET', '/api/admin/trendy?q=stol-na', {
        token: sessions.dealer,
      });
      expect((await listed.json()).items[0]).toMatchObject({ is_published: false });
    }

    const removed = await call(
      itemRoute.DELETE,
      'DELETE',
      `/api/admin/trendy/${trend.id}`,
      asDealer(trend.id),
    );
    expect(removed.status).toBe(204);
    expect(await getTrend(database.db, { locale: 'sk', slug: 'stol-na-terase' })).toBeNull();
    expect(await database.db.select().from(trendProducts).where(eq(trendProducts.trendId, trend.id))).toEqual(
      [],
    );
    expect(
      (await call(itemRoute.GET, 'GET', `/api/admin/trendy/${trend.id}`, asDealer(trend.id))).status,
    ).toBe(404);
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.section, 'trendy'))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(['create', 'update', 'update', 'update', 'delete']);
  });

  it('refuses incomplete, badly formed or conflicting articles and changes nothing', async () => {
    const before = await trendCount();
    const [seeded] = await database.db
      .select({ trendId: trendTranslations.trendId, slug: trendTranslations.slug })
      .from(trendTranslations)
      .where(eq(trendTranslations.locale, 'sk'))
      .orderBy(asc(trendTranslations.trendId));
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [
        trendBody({ translations: { sk: none, cs: none, en: none } }),
        400,
        { fields: { 'translations.sk.title': ['trendTranslationRequired'] } },
      ],
      [
        trendBody({ translations: { sk: { ...slovak, title: '' }, cs: none, en: none } }),
        400,
        { fields: { 'translations.sk.title': ['required'] } },
      ],
      [
        trendBody({ translations: { sk: { ...slovak, slug: 'Stôl na terase' }, cs: none, en: none } }),
        400,
        { fields: { 'translations.sk.slug': ['slug'] } },
      ],
      [trendBody({ published_at: 'zajtra' }), 400, { fields: { published_at: ['dateTime'] } }],
      [
        trendBody({ product_ids: Array.from({ length: 49 }, (_, index) => index + 1) }),
        400,
        { fields: { product_ids: ['productsTooMany|48'] } },
      ],
      [
        trendBody({ product_ids: [productIds[0], productIds[0]] }),
        400,
        { fields: { product_ids: ['productsRepeated'] } },
      ],
      [
        trendBody({ product_ids: [productIds[0], 999_999] }),
        422,
        { code: 'LINKED_PRODUCT_NOT_FOUND', fields: { product_ids: ['productsNotFound'] } },
      ],
      [trendBody({ media_id: 999_999 }), 400, { fields: { media_id: ['imageRequired'] } }],
      [
        trendBody({ translations: { sk: { ...slovak, slug: seeded!.slug }, cs: none, en: none } }),
        409,
        { code: 'SLUG_TAKEN', fields: { 'translations.sk.slug': ['slugTaken'] } },
      ],
    ];
    for (const [body, status, expected] of cases) {
      const response = await call(listRoute.POST, 'POST', '/api/admin/trendy', {
        token: sessions.dealer,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toMatchObject(expected);
    }
    expect(await trendCount()).toBe(before);

    // A refused change leaves the seeded article as it was.
    const original = await (await call(itemRoute.GET, 'GET', '/', asDealer(seeded!.trendId))).json();
    const refused = await call(itemRoute.PUT, 'PUT', '/', {
      ...asDealer(seeded!.trendId),
      body: trendBody({ product_ids: [999_999] }),
    });
    expect(refused.status).toBe(422);
    expect(await (await call(itemRoute.GET, 'GET', '/', asDealer(seeded!.trendId))).json()).toEqual(original);
    expect((await call(itemRoute.PUT, 'PUT', '/', { ...asDealer(999_999), body: trendBody() })).status).toBe(
      404,
    );
    expect((await call(itemRoute.DELETE, 'DELETE', '/', asDealer(999_999))).status).toBe(404);
  });
});
