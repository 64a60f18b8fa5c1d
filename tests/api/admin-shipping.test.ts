import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { branches, shippingPayments, shippingPrices } from '@/lib/server/db/schema';
import { channels } from '@/lib/config/channels';
import { cartTermsOf } from '@/lib/server/services/cart/cart-terms';
import { loadCheckoutOptions } from '@/lib/server/services/cart/shippings-and-payments';
import { getFreeShippingThreshold } from '@/lib/server/services/settings';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { call } from './support/b2b-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const overviewRoute = await import('@/app/api/admin/dopravy-a-platby/route');
const shippingRoute = await import('@/app/api/admin/dopravy-a-platby/shippings/[id]/route');
const paymentRoute = await import('@/app/api/admin/dopravy-a-platby/payments/[id]/route');
const freeRoute = await import('@/app/api/admin/dopravy-a-platby/free-shipping/route');
const branchesRoute = await import('@/app/api/admin/dopravy-a-platby/branches/route');
const branchRoute = await import('@/app/api/admin/dopravy-a-platby/branches/[id]/route');

type Texts = Record<'sk' | 'cs' | 'en', { name: string; description: string }>;

interface Overview {
  shippings: {
    id: number;
    code: string;
    name: string;
    translations: Texts;
    is_active: boolean;
    position: number;
    prices: { cz: number | null; sk: number | null };
    branch_count: number;
  }[];
  payments: {
    id: number;
    code: string;
    name: string;
    translations: Texts;
    is_active: boolean;
    b2b_only: boolean;
    position: number;
  }[];
  combinations: { shipping_id: number; payment_id: number; channel: 'cz' | 'sk'; price: number }[];
  free_shipping: { cz: number | null; sk: number | null };
}

describe.each(drivers)('admin shippings and payments on %s', (driver) => {
  let database: TestDatabase;
  let sessions: Record<AdminCallerKey, string>;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
    sessions = await adminSessions(database.db);
  });
  afterAll(async () => database?.dispose());

  const overview = async (): Promise<Overview> =>
    (
      await call(overviewRoute.GET, 'GET', '/api/admin/dopravy-a-platby', { token: sessions.superadmin })
    ).json();

  it('is the superadmin’s page; every endpoint refuses the others', async () => {
    const initial = await overview();
    const { shippings, payments } = initial;
    const shipping = shippings[0]!;
    const only: AdminCallerKey[] = ['superadmin'];
    await expectOnlyRolesMayCall(overviewRoute.GET, 'GET', '/api/admin/dopravy-a-platby', sessions, only);
    await expectOnlyRolesMayCall(
      branchesRoute.GET,
      'GET',
      '/api/admin/dopravy-a-platby/branches',
      sessions,
      only,
    );
    await expectOnlyRolesMayCall(
      shippingRoute.PUT,
      'PUT',
      `/api/admin/dopravy-a-platby/shippings/${shipping.id}`,
      sessions,
      only,
      {
        params: { id: String(shipping.id) },
        body: {
          translations: shipping.translations,
          is_active: false,
          position: 0,
          prices: { cz: 0, sk: null },
          combinations: [],
        },
      },
    );
    await expectOnlyRolesMayCall(
      paymentRoute.PUT,
      'PUT',
      `/api/admin/dopravy-a-platby/payments/${payments[0]!.id}`,
      sessions,
      only,
      {
        params: { id: String(payments[0]!.id) },
        body: { translations: payments[0]!.translations, is_active: false, b2b_only: true, position: 0 },
      },
    );
    await expectOnlyRolesMayCall(
      freeRoute.PUT,
      'PUT',
      '/api/admin/dopravy-a-platby/free-shipping',
      sessions,
      only,
      {
        body: { cz: 1, sk: 1 },
      },
    );
    expect(await overview()).toEqual(initial);
  });

  it('changes a shipping’s prices and allowed payments per shop as a whole; invalid input changes nothing', async () => {
    const before = await overview();
    const shipping = before.shippings.find(
      (candidate) => candidate.prices.cz !== null && candidate.prices.sk !== null,
    )!;
    const [first, second] = before.payments;
    const put = (body: Record<string, unknown>) =>
      call(shippingRoute.PUT, 'PUT', `/api/admin/dopravy-a-platby/shippings/${shipping.id}`, {
        token: sessions.superadmin,
        params: { id: String(shipping.id) },
        body: { translations: shipping.translations, ...body },
      });
    const open = { is_active: true, position: 0, prices: { cz: 100, sk: 100 }, combinations: [] };
    const invalid = [
      { ...open, prices: { cz: -1, sk: 100 } },
      { ...open, translations: { ...shipping.translations, sk: { name: '  ', description: '' } } },
      { ...open, translations: { sk: shipping.translations.sk } },
      {
        is_active: true,
        position: 0,
        prices: { cz: 100, sk: 100 },
        combinations: [{ payment_id: first!.id, channel: 'de', price: 0 }],
      },
      {
        is_active: true,
        position: 0,
        prices: { cz: 100, sk: 100 },
        combinations: [
          { payment_id: first!.id, channel: 'cz', price: 0 },
          { payment_id: first!.id, channel: 'cz', price: 5 },
        ],
      },
    ];
    for (const body of invalid) expect((await put(body)).status, JSON.stringify(body)).toBe(400);
    const notInShop = await put({
      is_active: true,
      position: 0,
      prices: { cz: 100, sk: null },
      combinations: [{ payment_id: first!.id, channel: 'sk', price: 0 }],
    });
    expect(notInShop.status).toBe(422);
    const unknownPayment = await put({
      is_active: true,
      position: 0,
      prices: { cz: 100, sk: 100 },
      combinations: [{ payment_id: 999_999, channel: 'cz', price: 0 }],
    });
    expect(unknownPayment.status).toBe(422);
    expect(await overview()).toEqual(before);

    const renamed = {
      ...shipping.translations,
      cs: { name: 'Kurýr do druhého dne', description: 'Doručíme následující pracovní den.' },
    };
    const saved = await put({
      translations: renamed,
      is_active: false,
      position: 7,
      prices: { cz: 12_900, sk: null },
      combinations: [
        { payment_id: first!.id, channel: 'cz', price: 0 },
        { payment_id: second!.id, channel: 'cz', price: 3_900 },
      ],
    });
    expect(saved.status).toBe(204);
    const after = await overview();
    expect(after.shippings.find((candidate) => candidate.id === shipping.id)).toMatchObject({
      translations: renamed,
      is_active: false,
      position: 7,
      prices: { cz: 12_900, sk: null },
    });
    expect(after.combinations.filter((row) => row.shipping_id === shipping.id)).toEqual(
      expect.arrayContaining([
        { shipping_id: shipping.id, payment_id: first!.id, channel: 'cz', price: 0 },
        { shipping_id: shipping.id, payment_id: second!.id, channel: 'cz', price: 3_900 },
      ]),
    );
    expect(
      await database.db.select().from(shippingPrices).where(eq(shippingPrices.shippingId, shipping.id)),
    ).toHaveLength(1);
    expect(
      await database.db.select().from(shippingPayments).where(eq(shippingPayments.shippingId, shipping.id)),
    ).toHaveLength(2);
  });

  it('changes a payment, the free-shipping thresholds, and searches the pickup points', async () => {
    const { payments } = await overview();
    const czechCheckout = async () =>
      (
        await loadCheckoutOptions(database.db, {
          channel: channels.cz,
          locale: 'cs',
          terms: await cartTermsOf(database.db, null),
        })
      ).list.payments;
    const offered = (await czechCheckout())[0]!;
    const payment = payments.find((candidate) => candidate.id === offered.id)!;
    const renamed = {
      ...payment.translations,
      cs: { name: 'Platba předem na účet', description: 'Zboží odešleme po připsání platby.' },
    };
    const shown = await call(paymentRoute.PUT, 'PUT', `/api/admin/dopravy-a-platby/payments/${payment.id}`, {
      token: sessions.superadmin,
      params: { id: String(payment.id) },
      body: { translations: renamed, is_active: true, b2b_only: false, position: payment.position },
    });
    expect(shown.status).toBe(204);
    expect((await czechCheckout()).find((candidate) => candidate.id === payment.id)).toMatchObject({
      name: 'Platba předem na účet',
      description: 'Zboží odešleme po připsání platby.',
    });

    const saved = await call(paymentRoute.PUT, 'PUT', `/api/admin/dopravy-a-platby/payments/${payment.id}`, {
      token: sessions.superadmin,
      params: { id: String(payment.id) },
      body: { translations: renamed, is_active: false, b2b_only: true, position: 3 },
    });
    expect(saved.status).toBe(204);
    expect((await overview()).payments.find((candidate) => candidate.id === payment.id)).toMatchObject({
      translations: renamed,
      is_active: false,
      b2b_only: true,
      position: 3,
    });
    const missing = await call(paymentRoute.PUT, 'PUT', '/api/admin/dopravy-a-platby/payments/999999', {
      token: sessions.superadmin,
      params: { id: '999999' },
      body: { translations: renamed, is_active: false, b2b_only: true, position: 3 },
    });
    expect(missing.status).toBe(404);

    const thresholds = (body: unknown) =>
      call(freeRoute.PUT, 'PUT', '/api/admin/dopravy-a-platby/free-shipping', {
        token: sessions.superadmin,
        body,
      });
    expect((await thresholds({ cz: 0, sk: 100 })).status).toBe(400);
    expect((await thresholds({ cz: 250_000 })).status).toBe(400);
    expect((await thresholds({ cz: 250_000, sk: null })).status).toBe(204);
    expect(await getFreeShippingThreshold(database.db, 'cz')).toBe(250_000);
    expect(await getFreeShippingThreshold(database.db, 'sk')).toBeNull();
    expect((await overview()).free_shipping).toEqual({ cz: 250_000, sk: null });

    const all = await (
      await call(branchesRoute.GET, 'GET', '/api/admin/dopravy-a-platby/branches?per_page=20', {
        token: sessions.superadmin,
      })
    ).json();
    expect(all.total).toBeGreaterThan(0);
    const city = all.items[0].city as string;
    const found = await (
      await call(
        branchesRoute.GET,
        'GET',
        `/api/admin/dopravy-a-platby/branches?q=${encodeURIComponent(city)}`,
        {
          token: sessions.superadmin,
        },
      )
    ).json();
    expect(found.items.length).toBeGreaterThan(0);
    expect(
      found.items.every((item: { city: string; name: string }) => `${item.city} ${item.name}`.includes(city)),
    ).toBe(true);
  });

  it('turns a pickup point off and on: the checkout stops and starts offering it', async () => {
    const offeredBranchIds = async () => {
      const options = await loadCheckoutOptions(database.db, {
        channel: channels.cz,
        locale: 'cs',
        terms: await cartTermsOf(database.db, null),
      });
      return options.list.shippings.flatMap((shipping) =>
        (shipping.module.branches ?? []).map((branch) => branch.id),
      );
    };
    const [branchId] = await offeredBranchIds();
    expect(branchId).toBeDefined();
    const patch = (id: number, body: unknown) =>
      call(branchRoute.PATCH, 'PATCH', `/api/admin/dopravy-a-platby/branches/${id}`, {
        token: sessions.superadmin,
        params: { id: String(id) },
        body,
      });

    expect((await patch(branchId!, { is_active: 'no' })).status).toBe(400);
    expect((await patch(999_999, { is_active: false })).status).toBe(404);
    expect(await offeredBranchIds()).toContain(branchId);

    expect((await patch(branchId!, { is_active: false })).status).toBe(204);
    expect(await offeredBranchIds()).not.toContain(branchId);
    const [row] = await database.db.select().from(branches).where(eq(branches.id, branchId!));
    expect(row!.isActive).toBe(false);

    expect((await patch(branchId!, { is_active: true })).status).toBe(204);
    expect(await offeredBranchIds()).toContain(branchId);
  });
});
