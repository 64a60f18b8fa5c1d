import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderResponseSchema } from '@/lib/api/contract/order';
import { insertOrderFixture } from '@/tests/support/order-fixtures';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current = vi.hoisted(() => ({ database: undefined as TestDatabase | undefined }));
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/db')>()),
  getDatabase: async () => current.database!,
  getDb: async () => current.database!.db,
}));

const route = await import('@/app/api/order/route');

function postOrder(body: unknown, locale = 'en') {
  return route.POST(
    new Request('http://localhost:3000/api/order', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/json',
        'x-channel-id': 'cz',
        'x-user-locale': locale,
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
}

describe.each(drivers)('POST /api/order on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('answers a Czech bank-transfer order with its totals, VAT summary and SPAYD payment details', async () => {
    const fixture = await insertOrderFixture(current.database!.db, {
      channel: 'cz',
      number: '2026-CZ-000123',
    });
    const response = await postOrder({ id: fixture.id, token: fixture.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { order } = orderResponseSchema.parse(await response.json());
    expect(order).toMatchObject({
      id: fixture.id,
      number: '2026-CZ-000123',
      channel: 'cz',
      locale: 'cs',
      currency_code: 'CZK',
      payment: { type: 'BANK_TRANSFER', name: 'Bankový prevod', price_with_vat: 0 },
      shipping: { name: 'Kuriér', price_with_vat: 9_900, branch: null },
      goods_total_with_vat: 298_000,
      total_with_vat: 307_900,
      total_without_vat: 258_182,
      pay_now_with_vat: 307_900,
      pay_later_with_vat: 0,
      amount_due_with_vat: 0,
      can_pay_online: false,
      billing_information: { firstname: 'Jana', lastname: 'Nováková', country: 'CZ' },
    });
    expect(order.vat_summary).toEqual([
      { rate: 21, base: 208_182, vat: 43_718, total: 251_900 },
      { rate: 12, base: 50_000, vat: 6_000, total: 56_000 },
    ]);
    expect(order.items.map((item) => [item.code, item.quantity, item.total_with_vat])).toEqual([
      ['FX-PLATE-27', 2, 242_000],
      ['FX-TOWEL-50', 1, 56_000],
    ]);
    expect(order.items[0]!.product_url).toMatch(/^\/cs\/produkt\/[a-z0-9-]+$/);
    expect(order.items[1]!.product_url).toBeNull();
    expect(order.bank_transfer).toMatchObject({
      iban: 'CZ6508000000192000145399',
      variable_symbol: '2026000123',
      amount: 307_900,
      message: 'Objednávka 2026-CZ-000123',
      qr_format: 'SPAYD',
      qr_payload: expect.stringContaining('*AM:3079.00*CC:CZK*X-VS:2026000123*'),
    });
    expect(order.bank_transfer!.qr_svg).toContain('<svg');
  });

  it('gives a Slovak bank-transfer order a PAY by square code in EUR', async () => {
    const fixture = await insertOrderFixture(current.database!.db, { channel: 'sk' });
    const { order } = orderResponseSchema.parse(
      await (await postOrder({ id: fixture.id, token: fixture.token })).json(),
    );
    expect(order.bank_transfer).toMatchObject({
      iban: 'SK2911000000002628471935',
      currency_code: 'EUR',
      amount: 7_749,
      qr_format: 'PAY_BY_SQUARE',
    });
  });

  it('offers an unpaid card order online and shows no bank details', async () => {
    const fixture = await insertOrderFixture(current.database!.db, { paymentType: 'CARD' });
    const { order } = orderResponseSchema.parse(
      await (await postOrder({ id: fixture.id, token: fixture.token })).json(),
    );
    expect(order).toMatchObject({ amount_due_with_vat: 307_900, can_pay_online: true, bank_transfer: null });
  });

  it('splits a deposit order into what is paid now by transfer and the rest later by card', async () => {
    const db = current.database!.db;
    const unpaid = await insertOrderFixture(db, { depositRest: { payNow: 100_000, type: 'CARD' } });
    const first = orderResponseSchema.parse(await (await postOrder(unpaid)).json()).order;
    expect(first).toMatchObject({
      deposit_payment_type: 'deposit',
      deposit_rest_payment: { type: 'CARD', name: 'Platba kartou' },
      pay_now_with_vat: 100_000,
      pay_later_with_vat: 207_900,
      amount_due_with_vat: 0,
      bank_transfer: { amount: 100_000 },
    });
    const depositPaid = await insertOrderFixture(db, {
      depositRest: { payNow: 100_000, type: 'CARD' },
      paid: 100_000,
    });
    const second = orderResponseSchema.parse(await (await postOrder(depositPaid)).json()).order;
    expect(second).toMatchObject({
      payment_status: 'deposit_paid',
      paid_with_vat: 100_000,
      amount_due_with_vat: 207_900,
      can_pay_online: true,
      bank_transfer: null,
    });
  });

  it('answers a wrong token and an unknown id with the same 404', async () => {
    const fixture = await insertOrderFixture(current.database!.db);
    // Another last character: a token that already ends in the replacement would still be the right one.
    const last = fixture.token.endsWith('A') ? 'B' : 'A';
    const wrongToken = await postOrder({ id: fixture.id, token: `${fixture.token.slice(0, -1)}${last}` });
    const wrongId = await postOrder({ id: fixture.id + 1000, token: fixture.token });
    expect(wrongToken.status).toBe(404);
    expect(wrongId.status).toBe(404);
    const body = await wrongToken.json();
    expect(body).toEqual({ code: 'NOT_FOUND', message: 'The requested record does not exist.' });
    expect(await wrongId.json()).toEqual(body);
  });

  it('refuses a request without a token as a validation error', async () => {
    const response = await postOrder({ id: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { token: expect.any(Array) },
    });
  });
});
