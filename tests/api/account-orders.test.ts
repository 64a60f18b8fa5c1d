import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountOrderResponseSchema,
  accountOrdersResponseSchema,
  reorderPreviewSchema,
} from '@/lib/api/contract/account-orders';
import { purchasedGoodsResponseSchema } from '@/lib/api/contract/purchased-goods';
import { provideDatabase } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { insertOrderFixture } from '@/tests/support/order-fixtures';
import type { CallOptions } from './cart-helpers';
import { customerIdNamed, demo, expectError, getJson, orderIdsWhere, sessionOf } from './account-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const listRoute = await import('@/app/api/user/orders/route');
const detailRoute = await import('@/app/api/user/orders/[id]/route');
const previewRoute = await import('@/app/api/user/orders/[id]/reorder-preview/route');
const purchasedRoute = await import('@/app/api/user/purchased-goods/route');

function db() {
  return current.database!.db;
}

function list(options: CallOptions & { query?: Record<string, string> } = {}) {
  return getJson(listRoute.GET, '/api/user/orders', options);
}

function detail(id: number | string, options: CallOptions = {}) {
  return getJson(detailRoute.GET, `/api/user/orders/${id}`, { ...options, params: { id: String(id) } });
}

function preview(id: number | string, options: CallOptions = {}) {
  return getJson(previewRoute.GET, `/api/user/orders/${id}/reorder-preview`, {
    ...options,
    params: { id: String(id) },
  });
}

async function listedIds(options: CallOptions & { query?: Record<string, string> }): Promise<number[]> {
  const response = await list(options);
  expect(response.status).toBe(200);
  const body = accountOrdersResponseSchema.parse(await response.json());
  return body.orders.map((order) => order.id).sort((a, b) => a - b);
}

interface Caller {
  name: string;
  sessionToken: string;
  /** The orders the caller may read. */
  ids: number[];
}

describe.each(drivers)('a customer’s orders through the API on %s', (driver) => {
  let callers: Caller[];
  let allIds: number[];
  let bistro: number;
  let hotel: number;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    bistro = await customerIdNamed(db(), 'Bistro Vltava');
    hotel = await customerIdNamed(db(), 'Hotel Promenáda');
    const consumerOrders = await orderIdsWhere(
      db(),
      sql`u.email = ${demo.consumer} and o.customer_id is null`,
    );
    const bistroOrders = await orderIdsWhere(db(), sql`o.customer_id = ${bistro}`);
    const hotelOrders = await orderIdsWhere(db(), sql`o.customer_id = ${hotel}`);
    allIds = await orderIdsWhere(db(), sql`true`);
    callers = [
      { name: 'consumer', sessionToken: await sessionOf(db(), demo.consumer), ids: consumerOrders },
      { name: 'Bistro manager', sessionToken: await sessionOf(db(), demo.manager), ids: bistroOrders },
      { name: 'Hotel buyer', sessionToken: await sessionOf(db(), demo.hotelBuyer), ids: hotelOrders },
      {
        name: 'admin for the hotel',
        sessionToken: await sessionOf(db(), demo.admin, 'Hotel Promenáda'),
        ids: hotelOrders,
      },
      {
        name: 'dealer for Bistro',
        sessionToken: await sessionOf(db(), demo.dealer, 'Bistro Vltava'),
        ids: bistroOrders,
      },
      { name: 'dealer for nobody', sessionToken: await sessionOf(db(), demo.dealer, null), ids: [] },
    ];
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('the seed gives each demo shopper orders of their own to look at', () => {
    for (const caller of callers.slice(0, 3))
      expect(caller.ids.length, caller.name).toBeGreaterThanOrEqual(4);
    expect(new Set([...callers[0]!.ids, ...callers[1]!.ids, ...callers[2]!.ids]).size).toBe(allIds.length);
  });

  it('lists to each caller exactly the orders of their scope, whatever the query says', async () => {
    for (const caller of callers) {
      expect(await listedIds({ sessionToken: caller.sessionToken }), caller.name).toEqual(caller.ids);
      const widened = await listedIds({
        sessionToken: caller.sessionToken,
        query: { customer_id: String(bistro), user_id: '1', customer: String(hotel) },
      });
      expect(widened, caller.name).toEqual(caller.ids);
    }
  });

  it('answers an order of someone else exactly like one that does not exist', async () => {
    const missing = Math.max(...allIds) + 1000;
    for (const caller of callers) {
      for (const id of allIds) {
        for (const read of [detail, preview]) {
          const response = await read(id, { sessionToken: caller.sessionToken });
          if (caller.ids.includes(id)) expect(response.status, `${caller.name} ${id}`).toBe(200);
          else await expectError(response, 404, 'NOT_FOUND');
        }
      }
      await expectError(await detail(missing, { sessionToken: caller.sessionToken }), 404, 'NOT_FOUND');
      await expectError(await preview(missing, { sessionToken: caller.sessionToken }), 404, 'NOT_FOUND');
    }
  });

  it('shows purchased goods of the caller’s own scope only, whatever the query says', async () => {
    for (const caller of callers) {
      const response = await getJson(purchasedRoute.GET, '/api/user/purchased-goods', {
        sessionToken: caller.sessionToken,
        query: { customer_id: String(bistro), user_id: '1' },
      });
      expect(response.status).toBe(200);
      const body = purchasedGoodsResponseSchema.parse(await response.json());
      const expected = sqlRows<{ code: string }>(
        await db().execute(sql`
          select distinct i.code from order_items i join orders o on o.id = i.order_id
          where o.id in ${caller.ids.length > 0 ? caller.ids : [0]} and o.status <> 'cancelled'
          order by i.code`),
      ).map((row) => row.code);
      expect(body.items.map((item) => item.code).sort(), caller.name).toEqual(expected.sort());
    }
  });

  it('refuses a visitor (401) and a member who has not chosen a customer (403) on every endpoint', async () => {
    const [someId] = allIds;
    const undecided = await sessionOf(db(), demo.admin);
    const calls = [
      (options: CallOptions) => list(options),
      (options: CallOptions) => detail(someId!, options),
      (options: CallOptions) => preview(someId!, options),
      (options: CallOptions) => getJson(purchasedRoute.GET, '/api/user/purchased-goods', options),
    ];
    for (const call of calls) {
      await expectError(await call({}), 401, 401);
      await expectError(await call({ sessionToken: undecided }), 403, 'CUSTOMER_NOT_SELECTED');
    }
  });

  it('refuses malformed ids and filters with a 400 that names the field', async () => {
    const { sessionToken } = callers[0]!;
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      await expectError(await detail(id, { sessionToken }), 400, 'VALIDATION_ERROR');
      await expectError(await preview(id, { sessionToken }), 400, 'VALIDATION_ERROR');
    }
    const invalid: [Record<string, string>, string][] = [
      [{ status: 'lost' }, 'status'],
      [{ date_from: '2026-13-01' }, 'date_from'],
      [{ date_from: 'yesterday' }, 'date_from'],
      [{ date_from: '2026-05-02', date_to: '2026-05-01' }, 'date_to'],
      [{ page: '0' }, 'page'],
      [{ number: 'x'.repeat(31) }, 'number'],
    ];
    for (const [query, field] of invalid) {
      const response = await list({ sessionToken, query });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.fields), JSON.stringify(query)).toContain(field);
    }
    const purchased = await getJson(purchasedRoute.GET, '/api/user/purchased-goods', {
      sessionToken,
      query: { sort: 'price' },
    });
    await expectError(purchased, 400, 'VALIDATION_ERROR');
  });

  it('filters by state, by the day placed and by a part of the number; blank filters mean any', async () => {
    const { sessionToken, ids } = callers[1]!;
    const rows = await db()
      .select({ id: orders.id, status: orders.status, number: orders.number, createdAt: orders.createdAt })
      .from(orders);
    const mine = rows.filter((row) => ids.includes(row.id));
    const delivered = mine.filter((row) => row.status === 'delivered').map((row) => row.id);
    expect(delivered.length).toBeGreaterThan(0);
    expect(await listedIds({ sessionToken, query: { status: 'delivered' } })).toEqual(delivered.sort());
    expect(await listedIds({ sessionToken, query: { status: '', number: '', date_from: '' } })).toEqual(ids);

    const newest = mine.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
    const day = newest.createdAt.toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
    const sameDay = mine
      .filter((row) => row.createdAt.toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' }) === day)
      .map((row) => row.id);
    expect(await listedIds({ sessionToken, query: { date_from: day, date_to: day } })).toEqual(
      sameDay.sort(),
    );
    expect(await listedIds({ sessionToken, query: { date_from: '2099-01-01' } })).toEqual([]);

    const tail = newest.number.slice(-4);
    expect(await listedIds({ sessionToken, query: { number: tail.toLowerCase() } })).toContain(newest.id);
    expect(await listedIds({ sessionToken, query: { number: '%' } })).toEqual([]);
  });

  it('pages twenty orders at a time, newest first, and answers the last page for one past it', async () => {
    const dealerToken = callers.find((caller) => caller.name === 'dealer for nobody')!.sessionToken;
    const [dealer] = sqlRows<{ id: number }>(
      await db().execute(sql`select id from users where email = ${demo.dealer}`),
    );
    const created: number[] = [];
    for (let index = 0; index < 23; index++) {
      const fixture = await insertOrderFixture(db(), {
        number: `2026-CZ-9${String(index).padStart(5, '0')}`,
      });
      await db().execute(sql`update orders set user_id = ${dealer!.id},
        created_at = now() - ${`${index} hours`}::interval where id = ${fixture.id}`);
      created.push(fixture.id);
    }
    const first = accountOrdersResponseSchema.parse(await (await list({ sessionToken: dealerToken })).json());
    expect({ total: first.total, pageCount: first.page_count, shown: first.orders.length }).toEqual({
      total: 23,
      pageCount: 2,
      shown: 20,
    });
    expect(first.orders.map((order) => order.id)).toEqual(created.slice(0, 20));
    const beyond = accountOrdersResponseSchema.parse(
      await (await list({ sessionToken: dealerToken, query: { page: '7' } })).json(),
    );
    expect(beyond.page).toBe(2);
    expect(beyond.orders.map((order) => order.id)).toEqual(created.slice(20));
  });

  it('shows an order with its lines, totals, history, parcel and documents', async () => {
    const manager = callers[1]!;
    const [shipped] = await orderIdsWhere(db(), sql`o.customer_id = ${bistro} and o.status = 'shipped'`);
    const body = accountOrderResponseSchema.parse(
      await (await detail(shipped!, { sessionToken: manager.sessionToken })).json(),
    );
    const { order } = body;
    expect(order.status).toBe('shipped');
    expect(order.status_history.map((step) => step.status)).toEqual(['new', 'confirmed', 'shipped']);
    expect(order.tracking?.number).toMatch(/^\d{14}$/);
    expect(order.tracking?.url).toContain(order.tracking!.number);
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.vat_summary.reduce((sum, line) => sum + line.total, 0)).toBe(order.total_with_vat);
    expect(order.items.reduce((sum, item) => sum + item.total_with_vat, 0)).toBe(order.goods_total_with_vat);
    expect(order.placed_by).toBe('Martin Dvořák');

    const [delivered] = await orderIdsWhere(
      db(),
      sql`o.customer_id = ${bistro} and o.status = 'delivered' and o.payment_type = 'INVOICE'`,
    );
    const withInvoice = accountOrderResponseSchema.parse(
      await (await detail(delivered!, { sessionToken: manager.sessionToken })).json(),
    ).order;
    const [invoice] = sqlRows<{ id: number; number: string }>(
      await db().execute(sql`select id, number from invoices where order_id = ${delivered!}`),
    );
    expect(withInvoice.documents).toEqual([
      expect.objectContaining({
        id: invoice!.id,
        number: invoice!.number,
        pdf_url: `/api/b2b/invoices/${invoice!.id}/pdf`,
      }),
    ]);
    expect(withInvoice.bank_transfer).toBeNull();
  });

  it('gives an unpaid bank transfer its payment details, a consumer no company name', async () => {
    const consumer = callers[0]!;
    const [open] = await orderIdsWhere(
      db(),
      sql`o.id in ${consumer.ids} and o.status = 'new' and o.payment_type = 'BANK_TRANSFER'`,
    );
    const { order } = accountOrderResponseSchema.parse(
      await (await detail(open!, { sessionToken: consumer.sessionToken, locale: 'cs' })).json(),
    );
    expect(order.payment_status).toBe('unpaid');
    expect(order.bank_transfer).toMatchObject({ amount: order.total_with_vat, currency_code: 'CZK' });
    expect(order.bank_transfer!.variable_symbol).toBe(order.number.replace(/\D/g, '').slice(-10));
    expect(order.placed_by).toBeNull();
    expect(order.tracking).toBeNull();
    expect(order.documents).toEqual([]);
  });

  it('names what an order holds in the reader’s language today, beside the name it was ordered under', async () => {
    const manager = callers[1]!;
    const [czech] = await orderIdsWhere(db(), sql`o.customer_id = ${bistro} and o.locale = 'cs'`);
    const read = async (locale: 'cs' | 'en') =>
      accountOrderResponseSchema.parse(
        await (await detail(czech!, { sessionToken: manager.sessionToken, locale })).json(),
      ).order;
    const inEnglish = await read('en');
    const english = sqlRows<{ name: string }>(
      await db().execute(sql`select pt.name from order_items i
        join product_translations pt on pt.product_id = i.product_id and pt.locale = 'en'
        where i.order_id = ${czech!} order by i.id`),
    );
    expect(inEnglish.items[0]!.current_name).toContain(english[0]!.name);
    for (const item of inEnglish.items) {
      expect(item.current_name).not.toBeNull();
      expect(item.current_name).not.toBe(item.name);
    }
    expect(inEnglish.shipping.current_name).toMatch(/[a-z]/);
    expect(inEnglish.shipping.current_name).not.toBe(inEnglish.shipping.name);
    expect(inEnglish.payment.current_name).not.toBe(inEnglish.payment.name);

    // In the order's own language nothing was renamed.
    const inCzech = await read('cs');
    expect(inCzech.items.every((item) => item.current_name === null)).toBe(true);
    expect([inCzech.shipping.current_name, inCzech.payment.current_name]).toEqual([null, null]);

    const reorder = reorderPreviewSchema.parse(
      await (await preview(czech!, { sessionToken: manager.sessionToken, locale: 'en' })).json(),
    );
    expect(reorder.lines.map((line) => line.current_name)).toEqual(
      inEnglish.items.map((item) => item.current_name),
    );
  });

  it('previews a reorder in the shopper’s price mode, each line against today’s offer', async () => {
    const hotelBuyer = callers[2]!;
    const [delivered] = await orderIdsWhere(db(), sql`o.customer_id = ${hotel} and o.status = 'delivered'`);
    const response = await preview(delivered!, { sessionToken: hotelBuyer.sessionToken, channel: 'sk' });
    const body = reorderPreviewSchema.parse(await response.json());
    expect(body).toMatchObject({ price_mode: 'net', currency_code: 'EUR', order_currency_code: 'EUR' });
    const items = sqlRows<{ id: number; quantity: number; unit_price_without_vat: number }>(
      await db().execute(sql`select id, quantity, unit_price_without_vat from order_items
        where order_id = ${delivered!} order by id`),
    );
    expect(body.lines.map((line) => line.id)).toEqual(items.map((item) => item.id));
    for (const line of body.lines) {
      expect(line.paid_unit_without_vat).toBe(
        items.find((item) => item.id === line.id)!.unit_price_without_vat,
      );
      if (line.current_unit_without_vat === null) continue;
      const expected =
        line.current_unit_without_vat > line.paid_unit_without_vat
          ? 'up'
          : line.current_unit_without_vat < line.paid_unit_without_vat
            ? 'down'
            : 'same';
      expect(line.price_change).toBe(expected);
    }
    // On the Czech shop the same order's prices are in another currency: nothing to compare.
    const inCzk = reorderPreviewSchema.parse(
      await (await preview(delivered!, { sessionToken: hotelBuyer.sessionToken, channel: 'cz' })).json(),
    );
    expect(inCzk.currency_code).toBe('CZK');
    expect(inCzk.lines.every((line) => line.price_change === null)).toBe(true);
  });
});
