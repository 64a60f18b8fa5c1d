import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerUpdateSchema } from '@/lib/api/contract/admin/customers';
import { provideDatabase } from '@/lib/server/db';
import {
  addresses,
  auditLog,
  customerPrices,
  customerRecommendedItems,
  customers,
  variants,
} from '@/lib/server/db/schema';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { call, customerIdOf, sessionOf, userIdOf } from './support/b2b-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const listRoute = await import('@/app/api/admin/zakaznici/route');
const customerRoute = await import('@/app/api/admin/zakaznici/[id]/route');
const addressesRoute = await import('@/app/api/admin/zakaznici/[id]/addresses/route');
const addressRoute = await import('@/app/api/admin/zakaznici/[id]/addresses/[addressId]/route');
const pricesRoute = await import('@/app/api/admin/zakaznici/[id]/prices/route');
const recommendedRoute = await import('@/app/api/admin/zakaznici/[id]/recommended/route');
const invoicesRoute = await import('@/app/api/b2b/invoices/route');
const catalogPricesRoute = await import('@/app/api/catalog/prices/route');

const BASE = '/api/admin/zakaznici';
const staff: AdminCallerKey[] = ['dealer', 'superadmin'];

describe.each(drivers)('admin customers (zakaznici) on %s', (driver) => {
  let database: TestDatabase;
  let sessions: Record<AdminCallerKey, string>;
  let hotelId: number;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
    sessions = await adminSessions(database.db);
    // One test renames a customer: its id is known before.
    hotelId = await customerIdOf(database.db, 'hotelPromenada');
  });
  afterAll(async () => database?.dispose());

  async function detail(id: number) {
    const response = await call(customerRoute.GET, 'GET', `${BASE}/${id}`, {
      token: sessions.dealer,
      params: { id: String(id) },
    });
    expect(response.status).toBe(200);
    return response.json();
  }

  /** The editable part of the customer's detail: what the form sends back. */
  async function formOf(id: number) {
    const fields = Object.keys(customerUpdateSchema.shape);
    const customer: Record<string, unknown> = await detail(id);
    return Object.fromEntries(fields.map((field) => [field, customer[field]]));
  }

  function put(id: number, body: unknown, token = sessions.dealer) {
    return call(customerRoute.PUT, 'PUT', `${BASE}/${id}`, { token, params: { id: String(id) }, body });
  }

  it('only dealers and superadmins may use the customer endpoints', async () => {
    const id = await customerIdOf(db(), 'bistroVltava');
    const params = { id: String(id) };
    const form = await formOf(id);
    await expectOnlyRolesMayCall(listRoute.GET, 'GET', BASE, sessions, staff);
    await expectOnlyRolesMayCall(customerRoute.GET, 'GET', `${BASE}/${id}`, sessions, staff, { params });
    await expectOnlyRolesMayCall(customerRoute.PUT, 'PUT', `${BASE}/${id}`, sessions, staff, {
      params,
      body: { ...form, is_blocked: true },
    });
    await expectOnlyRolesMayCall(addressesRoute.POST, 'POST', `${BASE}/${id}/addresses`, sessions, staff, {
      params,
    });
    await expectOnlyRolesMayCall(addressRoute.PUT, 'PUT', `${BASE}/${id}/addresses/1`, sessions, staff, {
      params: { ...params, addressId: '1' },
    });
    await expectOnlyRolesMayCall(
      addressRoute.DELETE,
      'DELETE',
      `${BASE}/${id}/addresses/1`,
      sessions,
      staff,
      {
        params: { ...params, addressId: '1' },
      },
    );
    await expectOnlyRolesMayCall(pricesRoute.PUT, 'PUT', `${BASE}/${id}/prices`, sessions, staff, { params });
    await expectOnlyRolesMayCall(pricesRoute.DELETE, 'DELETE', `${BASE}/${id}/prices`, sessions, staff, {
      params,
    });
    await expectOnlyRolesMayCall(recommendedRoute.PUT, 'PUT', `${BASE}/${id}/recommended`, sessions, staff, {
      params,
    });
    await expectOnlyRolesMayCall(
      recommendedRoute.DELETE,
      'DELETE',
      `${BASE}/${id}/recommended`,
      sessions,
      staff,
      {
        params,
      },
    );
    expect((await formOf(id)).is_blocked).toBe(false);
  });

  it('lists customers by search and the blocked, country and dealer filters', async () => {
    const list = async (query: string) => {
      const response = await call(listRoute.GET, 'GET', `${BASE}${query}`, { token: sessions.superadmin });
      expect(response.status, query).toBe(200);
      return ((await response.json()).items as { name: string }[]).map((item) => item.name);
    };
    expect(await list('')).toEqual([
      'Bistro Vltava s.r.o.',
      'Hotel Promenáda Bratislava a.s.',
      'Kavárna Na Rohu s.r.o.',
    ]);
    expect(await list('?blocked=yes')).toEqual(['Kavárna Na Rohu s.r.o.']);
    expect(await list('?blocked=no&country=SK')).toEqual(['Hotel Promenáda Bratislava a.s.']);
    expect(await list('?q=06970354')).toEqual(['Kavárna Na Rohu s.r.o.']);
    expect(await list('?sort=name&dir=desc&per_page=20')).toEqual([
      'Kavárna Na Rohu s.r.o.',
      'Hotel Promenáda Bratislava a.s.',
      'Bistro Vltava s.r.o.',
    ]);
    const dealerId = await userIdOf(db(), demoUser('dealer').email);
    expect(await list(`?dealer=${dealerId}`)).toContain('Kavárna Na Rohu s.r.o.');
    const withoutDealer = await list('?dealer=none');
    expect(withoutDealer).not.toContain('Kavárna Na Rohu s.r.o.');

    const bad = await call(listRoute.GET, 'GET', `${BASE}?country=AT&blocked=maybe`, {
      token: sessions.dealer,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { country: expect.any(Array), blocked: expect.any(Array) },
    });
  });

  it('blocking a customer stops its users at once; unblocking lets them in again', async () => {
    const id = await customerIdOf(db(), 'bistroVltava');
    const manager = await sessionOf(db(), 'b2bManager', 'bistroVltava');
    const invoices = () => call(invoicesRoute.GET, 'GET', '/api/b2b/invoices', { token: manager });
    expect((await invoices()).status).toBe(200);

    const form = await formOf(id);
    const blocked = await put(id, { ...form, is_blocked: true });
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toMatchObject({ is_blocked: true });
    const refused = await invoices();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'CUSTOMER_BLOCKED' });

    expect((await put(id, form)).status).toBe(200);
    expect((await invoices()).status).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .limit(1);
    expect(entry).toMatchObject({ section: 'zakaznici', action: 'update' });
  });

  it('saves company data and terms; invalid input and a non-dealer get a clear 4xx and change nothing', async () => {
    const id = hotelId;
    const form = await formOf(id);
    const changed = {
      ...form,
      name: 'Hotel Promenáda Tatry a.s.',
      discount_percentage: 7,
      payment_due_days: 30,
      has_deposit: false,
      allow_invoice_payment: true,
      dealer_user_id: null,
    };
    const response = await put(id, changed, sessions.superadmin);
    expect(response.status).toBe(200);
    const [row] = await db().select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({
      name: 'Hotel Promenáda Tatry a.s.',
      discountPercentage: 7,
      paymentDueDays: 30,
      hasDeposit: false,
      allowInvoicePayment: true,
      dealerUserId: null,
    });

    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'name'],
      [{ discount_percentage: 101 }, 'discount_percentage'],
      [{ payment_due_days: -1 }, 'payment_due_days'],
      [{ email: 'not-an-email' }, 'email'],
      [{ country: 'AT' }, 'country'],
      [{ is_blocked: 'yes' }, 'is_blocked'],
    ];
    for (const [change, field] of cases) {
      const bad = await put(id, { ...changed, ...change });
      expect(bad.status, JSON.stringify(change)).toBe(400);
      expect((await bad.json()).fields[field], JSON.stringify(change)).toBeDefined();
    }
    const customerUser = await userIdOf(db(), demoUser('customer').email);
    const notDealer = await put(id, { ...changed, name: 'Other', dealer_user_id: customerUser });
    expect(notDealer.status).toBe(422);
    expect(await notDealer.json()).toMatchObject({ code: 'DEALER_NOT_FOUND' });
    const missing = await put(999_999, changed);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'CUSTOMER_NOT_FOUND' });
    const [after] = await db().select().from(customers).where(eq(customers.id, id));
    expect(after).toEqual(row);
  });

  it('adds, edits and deletes addresses of the customer only', async () => {
    const id = hotelId;
    const other = await customerIdOf(db(), 'bistroVltava');
    const address = {
      is_billing: false,
      is_delivery: true,
      company: 'Hotel Promenáda – sklad',
      firstname: 'Ján',
      lastname: 'Kováč',
      street: 'Skladová 2',
      city: 'Piešťany',
      zip: '921 01',
      country: 'SK',
      phone: '',
      email: '',
    };
    const params = { id: String(id) };
    const added = await call(addressesRoute.POST, 'POST', `${BASE}/${id}/addresses`, {
      token: sessions.dealer,
      params,
      body: address,
    });
    expect(added.status).toBe(201);
    const { id: addressId } = await added.json();
    const neither = await call(addressesRoute.POST, 'POST', `${BASE}/${id}/addresses`, {
      token: sessions.dealer,
      params,
      body: { ...address, is_delivery: false, zip: 'x' },
    });
    expect(neither.status).toBe(400);
    expect((await neither.json()).fields).toMatchObject({ is_delivery: ['addressKind'], zip: ['zip'] });

    const edited = await call(addressRoute.PUT, 'PUT', `${BASE}/${id}/addresses/${addressId}`, {
      token: sessions.dealer,
      params: { ...params, addressId: String(addressId) },
      body: { ...address, street: 'Skladová 4', is_billing: true },
    });
    expect(edited.status).toBe(204);
    expect((await detail(id)).addresses).toContainEqual(
      expect.objectContaining({ id: addressId, street: 'Skladová 4', is_billing: true }),
    );
    const foreign = await call(addressRoute.DELETE, 'DELETE', `${BASE}/${other}/addresses/${addressId}`, {
      token: sessions.dealer,
      params: { id: String(other), addressId: String(addressId) },
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    const deleted = await call(addressRoute.DELETE, 'DELETE', `${BASE}/${id}/addresses/${addressId}`, {
      token: sessions.dealer,
      params: { ...params, addressId: String(addressId) },
    });
    expect(deleted.status).toBe(204);
    expect(await db().select().from(addresses).where(eq(addresses.id, addressId))).toEqual([]);
  });

  it('an individual price applies to the customer’s prices at once; removing it restores the list price', async () => {
    const id = await customerIdOf(db(), 'kavarnaNaRohu');
    await put(id, { ...(await formOf(id)), is_blocked: false, discount_percentage: 0 });
    const [variant] = await db().select().from(variants).orderBy(variants.id).limit(1);
    const dealer = await sessionOf(db(), 'dealer', 'kavarnaNaRohu');
    const priceOf = async () => {
      const response = await call(catalogPricesRoute.POST, 'POST', '/api/catalog/prices', {
        token: dealer,
        body: { variant_ids: [variant!.id] },
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.partner_discount).toBeNull();
      return body.variants[0].without_vat as number;
    };
    const listPrice = await priceOf();
    const individual = listPrice - 100;

    const params = { id: String(id) };
    const set = await call(pricesRoute.PUT, 'PUT', `${BASE}/${id}/prices`, {
      token: sessions.dealer,
      params,
      body: { code: variant!.code.toLowerCase(), channel: 'cz', net_price: individual },
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ variants: 1 });
    expect(await priceOf()).toBe(individual);
    expect((await detail(id)).prices).toEqual([
      expect.objectContaining({
        variant_id: variant!.id,
        channel: 'cz',
        net_price: individual,
        list_net_price: listPrice,
      }),
    ]);

    const unknown = await call(pricesRoute.PUT, 'PUT', `${BASE}/${id}/prices`, {
      token: sessions.dealer,
      params,
      body: { code: 'NO-SUCH-CODE', channel: 'cz', net_price: 100 },
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ code: 'VARIANT_NOT_FOUND' });
    const zero = await call(pricesRoute.PUT, 'PUT', `${BASE}/${id}/prices`, {
      token: sessions.dealer,
      params,
      body: { code: variant!.code, channel: 'cz', net_price: 0 },
    });
    expect(zero.status).toBe(400);

    const removed = await call(
      pricesRoute.DELETE,
      'DELETE',
      `${BASE}/${id}/prices?variant_id=${variant!.id}&channel=cz`,
      {
        token: sessions.dealer,
        params,
      },
    );
    expect(removed.status).toBe(204);
    expect(await priceOf()).toBe(listPrice);
    const again = await call(
      pricesRoute.DELETE,
      'DELETE',
      `${BASE}/${id}/prices?variant_id=${variant!.id}&channel=cz`,
      {
        token: sessions.dealer,
        params,
      },
    );
    expect(again.status).toBe(404);

    const wholeProduct = await call(pricesRoute.PUT, 'PUT', `${BASE}/${id}/prices`, {
      token: sessions.dealer,
      params,
      body: { code: variant!.code, channel: 'sk', net_price: 990, whole_product: true },
    });
    const productVariants = await db()
      .select({ n: count() })
      .from(variants)
      .where(eq(variants.productId, variant!.productId));
    expect(await wholeProduct.json()).toEqual({ variants: productVariants[0]!.n });
    const [stored] = await db()
      .select({ n: count() })
      .from(customerPrices)
      .where(and(eq(customerPrices.customerId, id), eq(customerPrices.channel, 'sk')));
    expect(stored!.n).toBe(productVariants[0]!.n);
  });

  it('recommends variants to the customer and takes them back', async () => {
    const id = hotelId;
    const params = { id: String(id) };
    const [variant] = await db().select().from(variants).orderBy(variants.id).offset(1).limit(1);
    const before = (await detail(id)).recommended.length;
    const added = await call(recommendedRoute.PUT, 'PUT', `${BASE}/${id}/recommended`, {
      token: sessions.dealer,
      params,
      body: { code: variant!.code, quantity: 12 },
    });
    expect(added.status).toBe(204);
    const lines = (await detail(id)).recommended;
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({ variant_id: variant!.id, quantity: 12, code: variant!.code });
    const bad = await call(recommendedRoute.PUT, 'PUT', `${BASE}/${id}/recommended`, {
      token: sessions.dealer,
      params,
      body: { code: variant!.code, quantity: 0 },
    });
    expect(bad.status).toBe(400);
    const removed = await call(
      recommendedRoute.DELETE,
      'DELETE',
      `${BASE}/${id}/recommended?variant_id=${variant!.id}`,
      {
        token: sessions.dealer,
        params,
      },
    );
    expect(removed.status).toBe(204);
    const [left] = await db()
      .select({ n: count() })
      .from(customerRecommendedItems)
      .where(eq(customerRecommendedItems.customerId, id));
    expect(left!.n).toBe(before);
  });
});
