import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shopToday } from '@/lib/admin/statistics/days';
import type { Statistics } from '@/lib/api/contract/admin/statistics';
import { provideDatabase } from '@/lib/server/db';
import {
  categoryTranslations,
  orderItems,
  orders,
  pageViews,
  products,
  productTranslations,
  searchLog,
  variants,
} from '@/lib/server/db/schema';
import { insertOrderFixture } from '@/tests/support/order-fixtures';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { call } from './support/b2b-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const route = await import('@/app/api/admin/statistiky/route');

/** Order fixtures: CZ 2 × 1 210 Kč plates + 1 × 560 Kč towel (3 079 Kč in all), SK 3 × 24,60 € glasses (77,49 €). */
const CZ_ORDER = 307_900;
const SK_ORDER = 7_749;

/** A week of March 2021, long before any seeded order; Prague is at UTC+1 then. */
const week = { from: '2021-03-01', to: '2021-03-07' };

describe.each(drivers)('admin statistics (statistiky) on %s', (driver) => {
  let database: TestDatabase;
  let sessions: Record<AdminCallerKey, string>;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
    sessions = await adminSessions(db());
    await recordTheWeek();
  });
  afterAll(async () => database?.dispose());

  const statistics = (query: string, token = sessions.superadmin) =>
    call(route.GET, 'GET', `/api/admin/statistiky${query}`, { token });

  async function read(query: string): Promise<Statistics> {
    const response = await statistics(query);
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  }

  async function orderAt(
    channel: 'cz' | 'sk',
    placedAt: string,
    status: 'new' | 'cancelled' = 'new',
  ): Promise<number> {
    const { id } = await insertOrderFixture(db(), { channel });
    await db()
      .update(orders)
      .set({ createdAt: new Date(placedAt), status })
      .where(eq(orders.id, id));
    return id;
  }

  /** The product the fixtures' first line points at, with its English name and main category. */
  async function fixtureProduct() {
    const [variant] = await db()
      .select({ productId: variants.productId })
      .from(variants)
      .orderBy(asc(variants.id))
      .limit(1);
    const productId = variant!.productId;
    const [product] = await db()
      .select({ name: productTranslations.name, categoryId: products.mainCategoryId })
      .from(products)
      .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
      .where(and(eq(products.id, productId), eq(productTranslations.locale, 'en')));
    const [category] = await db()
      .select({ name: categoryTranslations.name })
      .from(categoryTranslations)
      .where(
        and(eq(categoryTranslations.categoryId, product!.categoryId!), eq(categoryTranslations.locale, 'en')),
      );
    return { id: productId, name: product!.name, categoryId: product!.categoryId!, category: category!.name };
  }

  /** The orders, searches and page views of the week (and of its edges) that the tests count. */
  async function recordTheWeek() {
    const firstCz = await orderAt('cz', '2021-03-02T09:00:00Z');
    // 00:30 on 3 March in Prague, still 2 March in UTC.
    await orderAt('cz', '2021-03-02T23:30:00Z');
    await orderAt('cz', '2021-03-02T10:00:00Z', 'cancelled');
    await orderAt('sk', '2021-03-04T11:00:00Z');
    // Just outside the week in Prague: 23:50 on 28 February and 00:10 on 8 March.
    await orderAt('cz', '2021-02-28T22:50:00Z');
    await orderAt('cz', '2021-03-07T23:10:00Z');
    // 28 March 2021: Prague moves to UTC+2; 23:30 there is 21:30 UTC, 00:30 on the 29th is 22:30 UTC.
    await orderAt('sk', '2021-03-28T21:30:00Z');
    await orderAt('sk', '2021-03-28T22:30:00Z');
    // A cheap line sold by the hundred, of a product deleted since: most pieces, least money.
    await db().insert(orderItems).values({
      orderId: firstCz,
      code: 'FX-NAPKIN',
      name: 'Servítky 33 × 33 cm',
      quantity: 50,
      vatRate: 21,
      unitPriceWithVat: 100,
      unitPriceWithoutVat: 83,
      totalWithVat: 5_000,
      totalWithoutVat: 4_150,
    });

    const search = (
      term: string,
      normalizedTerm: string,
      found: number,
      channel: 'cz' | 'sk',
      iso: string,
    ) => ({
      term,
      normalizedTerm,
      resultCount: found,
      locale: 'sk' as const,
      channel,
      createdAt: new Date(iso),
    });
    await db()
      .insert(searchLog)
      .values([
        search('Wok', 'wok', 0, 'sk', '2021-03-02T08:00:00Z'),
        search('wok ', 'wok', 0, 'sk', '2021-03-05T09:00:00Z'),
        search('pokál', 'pokal', 0, 'cz', '2021-03-06T12:00:00Z'),
        search('tanier', 'tanier', 12, 'sk', '2021-03-03T12:00:00Z'),
        search('wok', 'wok', 0, 'sk', '2021-03-09T12:00:00Z'),
      ]);

    const view = (path: string, channel: 'cz' | 'sk', iso: string) => ({
      path,
      locale: 'sk' as const,
      channel,
      createdAt: new Date(iso),
    });
    await db()
      .insert(pageViews)
      .values([
        view('/', 'cz', '2021-03-01T07:00:00Z'),
        view('/', 'cz', '2021-03-01T08:00:00Z'),
        // 23:59 on 1 March in Prague; 00:00 on 8 March is outside.
        view('/', 'sk', '2021-03-01T22:59:00Z'),
        view('/kontakt', 'sk', '2021-03-03T10:00:00Z'),
        view('/kontakt', 'sk', '2021-03-07T23:00:00Z'),
      ]);
  }

  it('only the superadmin may read the statistics', async () => {
    await expectOnlyRolesMayCall(route.GET, 'GET', '/api/admin/statistiky', sessions, ['superadmin']);
    expect((await statistics('')).status).toBe(200);
  });

  it('refuses dates that are no days, a range ending before it starts or longer than a year', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?from=2021-02-30&to=2021-03-07', { from: ['date'] }],
      ['?from=yesterday', { from: ['date'] }],
      ['?from=2021-03-07&to=2021-03-01', { to: ['to_before_from'] }],
      ['?from=2020-01-01&to=2021-03-07', { from: ['range_too_long|366'] }],
    ];
    for (const [query, fields] of cases) {
      const response = await statistics(query);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Some of the data is not filled in correctly.',
        fields,
      });
    }
    expect((await statistics('?channel=de')).status).toBe(400);
    expect((await statistics('?top_by=profit')).status).toBe(400);
    expect((await statistics('?from=2020-03-07&to=2021-03-07')).status).toBe(200);
  });

  it('covers the last 30 days ending today unless told otherwise', async () => {
    const today = shopToday();
    const body = await read('');
    expect(body).toMatchObject({ from: addDays(today, -29), to: today, channel: null, top_by: 'revenue' });
    expect(body.channels.map((shop) => [shop.channel, shop.currency, shop.days.length])).toEqual([
      ['cz', 'CZK', 30],
      ['sk', 'EUR', 30],
    ]);
    expect(body.page_views.days).toHaveLength(30);
  });

  it('counts each shop’s orders and revenue per Prague day, without cancelled orders, quiet days as zero', async () => {
    const body = await read(`?from=${week.from}&to=${week.to}`);
    const [cz, sk] = body.channels;
    expect(cz!.days).toEqual([
      { date: '2021-03-01', orders: 0, revenue: 0 },
      { date: '2021-03-02', orders: 1, revenue: CZ_ORDER },
      { date: '2021-03-03', orders: 1, revenue: CZ_ORDER },
      { date: '2021-03-04', orders: 0, revenue: 0 },
      { date: '2021-03-05', orders: 0, revenue: 0 },
      { date: '2021-03-06', orders: 0, revenue: 0 },
      { date: '2021-03-07', orders: 0, revenue: 0 },
    ]);
    expect(cz!.totals).toEqual({ orders: 2, revenue: 2 * CZ_ORDER });
    expect(sk!.days.filter((day) => day.orders > 0)).toEqual([
      { date: '2021-03-04', orders: 1, revenue: SK_ORDER },
    ]);
    expect(sk!.days).toHaveLength(7);
    expect(sk!.totals).toEqual({ orders: 1, revenue: SK_ORDER });

    const onlySk = await read(`?from=${week.from}&to=${week.to}&channel=sk`);
    expect(onlySk.channel).toBe('sk');
    expect(onlySk.channels.map((shop) => shop.channel)).toEqual(['sk']);
    expect(onlySk.channels[0]!.totals).toEqual({ orders: 1, revenue: SK_ORDER });
  });

  it('takes the summer-time day of Prague for the shop day', async () => {
    const body = await read('?from=2021-03-28&to=2021-03-28&channel=sk');
    expect(body.channels[0]!.days).toEqual([{ date: '2021-03-28', orders: 1, revenue: SK_ORDER }]);
  });

  it('ranks each shop’s products and main categories by revenue or by pieces, in its own currency', async () => {
    const product = await fixtureProduct();
    const byRevenue = await read(`?from=${week.from}&to=${week.to}`);
    const [cz, sk] = byRevenue.channels;
    const plates = { product_id: product.id, code: null, name: product.name, quantity: 4, revenue: 484_000 };
    const towels = {
      product_id: null,
      code: 'FX-TOWEL-50',
      name: 'Uterák 50 × 100 cm',
      quantity: 2,
      revenue: 112_000,
    };
    const napkins = {
      product_id: null,
      code: 'FX-NAPKIN',
      name: 'Servítky 33 × 33 cm',
      quantity: 50,
      revenue: 5_000,
    };
    expect(cz!.top_products).toEqual([plates, towels, napkins]);
    expect(sk!.top_products).toEqual([
      { product_id: product.id, code: null, name: product.name, quantity: 3, revenue: 7_380 },
    ]);
    // Only lines of a product still in the catalog have a category; the product counts in its main one.
    expect(cz!.top_categories).toEqual([
      { category_id: product.categoryId, name: product.category, quantity: 4, revenue: 484_000 },
    ]);
    expect(sk!.top_categories).toEqual([
      { category_id: product.categoryId, name: product.category, quantity: 3, revenue: 7_380 },
    ]);

    const byPieces = await read(`?from=${week.from}&to=${week.to}&top_by=quantity`);
    expect(byPieces.top_by).toBe('quantity');
    expect(byPieces.channels[0]!.top_products).toEqual([napkins, plates, towels]);
  });

  it('lists the week’s searches that found nothing, most frequent first, with the last time', async () => {
    const body = await read(`?from=${week.from}&to=${week.to}`);
    expect(body.searches_without_result).toEqual([
      { term: 'wok', searches: 2, last_searched_at: '2021-03-05T09:00:00.000Z' },
      { term: 'pokal', searches: 1, last_searched_at: '2021-03-06T12:00:00.000Z' },
    ]);
    const czech = await read(`?from=${week.from}&to=${week.to}&channel=cz`);
    expect(czech.searches_without_result.map((row) => row.term)).toEqual(['pokal']);
  });

  it('counts page views per day and the most viewed paths', async () => {
    const body = await read(`?from=${week.from}&to=${week.to}`);
    expect(body.page_views).toEqual({
      days: [
        { date: '2021-03-01', views: 3 },
        { date: '2021-03-02', views: 0 },
        { date: '2021-03-03', views: 1 },
        { date: '2021-03-04', views: 0 },
        { date: '2021-03-05', views: 0 },
        { date: '2021-03-06', views: 0 },
        { date: '2021-03-07', views: 0 },
      ],
      total: 4,
      top_paths: [
        { path: '/', views: 3 },
        { path: '/kontakt', views: 1 },
      ],
    });
    const slovak = await read(`?from=${week.from}&to=${week.to}&channel=sk`);
    expect(slovak.page_views.total).toBe(2);
    expect(slovak.page_views.top_paths).toEqual([
      { path: '/', views: 1 },
      { path: '/kontakt', views: 1 },
    ]);
  });
});
