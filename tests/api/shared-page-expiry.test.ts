import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCmsPage } from '@/lib/api/contract/admin/cms-pages';
import type { AdminProduct } from '@/lib/api/contract/admin/products';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { registerPageCache } from '@/lib/server/page-cache';
import { call } from './support/b2b-calls';
import { adminSessions, type AdminCallerKey } from './support/admin-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { fillCheckout, loadCheckoutRoutes, submit } from './order-helpers';
import { pickVariants } from './cart-helpers';
import { drivers } from './support/test-database';
import { sql } from 'drizzle-orm';

/**
 * Every write that changes what an anonymous page shows expires the shared pages carrying its tag (the
 * front server's page cache, here a recorder in its place): a price or a name, the stock an order took (its
 * products' own pages only, unless it sold one out), a CMS text, a UI text, and a redirect, which may take
 * over any address.
 */
const current = provideTestState();
const expired: (string | null)[] = [];
registerPageCache({ expire: (tag) => expired.push(tag) });

const productRoute = await import('@/app/api/admin/produkty/[id]/route');
const cmsListRoute = await import('@/app/api/admin/stranky/route');
const cmsRoute = await import('@/app/api/admin/stranky/[id]/route');
const translationsRoute = await import('@/app/api/admin/preklady/route');
const redirectsRoute = await import('@/app/api/admin/presmerovani/route');
const checkout = await loadCheckoutRoutes();

describe.each(drivers)('shared pages after a write on %s', (driver) => {
  let sessions: Record<AdminCallerKey, string>;

  useMailTestDatabase(current, driver, 20);
  beforeAll(async () => {
    sessions = await adminSessions(current.database!.db);
  });

  async function expiredBy(write: () => Promise<Response>, status = 200): Promise<(string | null)[]> {
    expired.length = 0;
    const response = await write();
    expect(response.status, await response.clone().text()).toBe(status);
    return [...expired];
  }

  it('a product’s new name and price expire the catalog pages', async () => {
    const [row] = sqlRows<{ id: number }>(
      await current.database!.db.execute(sql`select id from products order by id limit 1`),
    );
    const params = { id: String(row!.id) };
    const read = await call(productRoute.GET, 'GET', `/api/admin/produkty/${row!.id}`, {
      token: sessions.dealer,
      params,
    });
    const { input } = (await read.json()) as AdminProduct;
    input.translations.sk.name = `${input.translations.sk.name} nový`;
    input.variants[0]!.price_cz += 100;
    const tags = await expiredBy(() =>
      call(productRoute.PUT, 'PUT', `/api/admin/produkty/${row!.id}`, {
        token: sessions.dealer,
        params,
        body: input,
      }),
    );
    expect(tags).toContain('catalog');
  });

  async function orderOf(variantId: number, payment = 'cash-on-delivery'): Promise<(string | null)[]> {
    const { cartToken } = await fillCheckout(
      checkout,
      current.database!.db,
      [{ variantId, quantity: 1 }],
      { locale: 'sk' },
      { shipping: 'courier', payment },
    );
    return expiredBy(() => submit(checkout, { locale: 'sk', cartToken }), 201);
  }

  async function productPageTags(variantId: number): Promise<string[]> {
    const rows = sqlRows<{ slug: string }>(
      await current.database!.db.execute(sql`
        select distinct t.slug from product_translations t join variants v on v.product_id = t.product_id
        where v.id = ${variantId} order by t.slug`),
    );
    return rows.map((row) => `product:${row.slug}`);
  }

  it('an order expires its products’ own pages in every language, and no other page', async () => {
    const [variant] = await pickVariants(current.database!.db, sql`not v.backorder and v.stock >= 5`, 1);
    const tags = await orderOf(variant!.id);
    const ownPages = await productPageTags(variant!.id);
    expect(ownPages.length).toBeGreaterThan(1);
    expect([...tags].sort()).toEqual(ownPages);
  });

  it('an order that sells a product out expires the catalog pages (their "in stock" filter)', async () => {
    const [variant] = await pickVariants(current.database!.db, sql`not v.backorder and v.stock >= 5`, 1);
    await current.database!.db.execute(sql`update variants set stock = 1 where id = ${variant!.id}`);
    expect(await orderOf(variant!.id)).toContain('catalog');
  });

  it('an order of goods on backorder only, which takes no stock, expires no page', async () => {
    const [variant] = await pickVariants(current.database!.db, sql`v.backorder and v.stock <= 0`, 1);
    // Goods on order are paid up front.
    expect(await orderOf(variant!.id, 'bank-transfer')).toEqual([]);
  });

  it('a CMS page’s new text expires the content pages', async () => {
    const list = await call(cmsListRoute.GET, 'GET', '/api/admin/stranky', { token: sessions.dealer });
    const [summary] = ((await list.json()) as { items: { id: number }[] }).items;
    const params = { id: String(summary!.id) };
    const page = (await (
      await call(cmsRoute.GET, 'GET', `/api/admin/stranky/${summary!.id}`, { token: sessions.dealer, params })
    ).json()) as AdminCmsPage;
    const sk = page.translations.sk;
    const body = {
      key: page.key,
      is_active: page.is_active,
      translations: { ...page.translations, sk: { ...sk, content: `${sk.content}<p>Nový odsek.</p>` } },
    };
    const tags = await expiredBy(() =>
      call(cmsRoute.PUT, 'PUT', `/api/admin/stranky/${summary!.id}`, {
        token: sessions.dealer,
        params,
        body,
      }),
    );
    expect(tags).toContain('content');
  });

  it('an overridden UI text expires every page (each shows UI texts)', async () => {
    const tags = await expiredBy(() =>
      call(translationsRoute.PUT, 'PUT', '/api/admin/preklady', {
        token: sessions.translator,
        body: { locale: 'sk', key: 'Search.placeholder', value: 'Hľadajte v ponuke' },
      }),
    );
    expect(tags).toContain('messages');
  });

  it('a new redirect expires every shared page: it may take over any address', async () => {
    const tags = await expiredBy(
      () =>
        call(redirectsRoute.POST, 'POST', '/api/admin/presmerovani', {
          token: sessions.superadmin,
          body: { from_path: '/stara-akcia', to_path: '/kontakt', status_code: 301 },
        }),
      201,
    );
    expect(tags).toContain(null);
  });
});
