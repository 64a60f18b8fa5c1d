import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { customerRecommendedItems, orders } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { call, customerIdOf, sessionOf } from './support/b2b-calls';
import { fillCheckout, loadCheckoutRoutes, submit, type CheckoutRoutes } from './order-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const recommendedRoute = await import('@/app/api/b2b/recommended/route');
const orderRoute = await import('@/app/api/order/route');

function db() {
  return current.database!.db;
}

interface Line {
  variant_id: number;
  suggested_quantity: number;
  min_quantity: number;
  step_quantity: number;
  is_available: boolean;
  ordered_quantity: number | null;
  order_count: number | null;
}

const onSteps = (line: Line) =>
  line.suggested_quantity >= line.min_quantity &&
  (line.suggested_quantity - line.min_quantity) % line.step_quantity === 0;

describe.each(drivers)('the recommended assortment and dealer orders on %s', (driver) => {
  let routes: CheckoutRoutes;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 300 });
    routes = await loadCheckoutRoutes();
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  const assortment = async (token: string, channel: 'cz' | 'sk' = 'cz') => {
    const response = await call(recommendedRoute.GET, 'GET', '/api/b2b/recommended', { token, channel });
    expect(response.status).toBe(200);
    return response.json();
  };

  it('lists the dealer’s seeded recommendations in order, priced, with quantities on the steps', async () => {
    const token = await sessionOf(db(), 'b2bManager', 'bistroVltava');
    const body = await assortment(token);
    const seeded = await db()
      .select()
      .from(customerRecommendedItems)
      .where(eq(customerRecommendedItems.customerId, await customerIdOf(db(), 'bistroVltava')))
      .orderBy(customerRecommendedItems.position);
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    expect(body.recommended.map((line: Line) => line.variant_id)).toEqual(
      seeded.map((item) => item.variantId),
    );
    expect(body.recommended.map((line: Line) => line.suggested_quantity)).toEqual(
      seeded.map((item) => item.quantity),
    );
    expect(body.recommended.every(onSteps)).toBe(true);
    expect(body).toMatchObject({ currency: 'CZK', price_mode: 'gross' });
    // The seeded past orders of Bistro (not the cancelled ones) give its most-bought items.
    const ordered = sqlRows<{ variant_id: number }>(
      await db().execute(sql`
        select distinct i.variant_id from order_items i join orders o on o.id = i.order_id
        where o.customer_id = ${await customerIdOf(db(), 'bistroVltava')} and o.status <> 'cancelled'
      `),
    ).map((row) => row.variant_id);
    expect(body.most_bought.length).toBeGreaterThan(0);
    expect(body.most_bought.every((line: Line) => ordered.includes(line.variant_id))).toBe(true);
    const hotel = await assortment(await sessionOf(db(), 'b2bHotel', 'hotelPromenada'), 'sk');
    expect(hotel).toMatchObject({ currency: 'EUR', price_mode: 'net' });
    expect(hotel.recommended.length).toBeGreaterThanOrEqual(5);
  });

  it('adds the customer’s most-bought items from its orders, with the quantity of a usual order', async () => {
    const token = await sessionOf(db(), 'b2bManager', 'bistroVltava');
    const [variant] = sqlRows<{ id: number }>(
      await db().execute(sql`
        select v.id from variants v join products p on p.id = v.product_id and p.is_active
        join variant_prices vp on vp.variant_id = v.id and vp.channel = 'cz'
        where v.is_active and not v.backorder and v.stock >= 20 and v.min_quantity = 1 and v.step_quantity = 1
          and v.id not in (select variant_id from customer_recommended_items)
          and v.id not in (select variant_id from order_items)
        order by v.id limit 1
      `),
    );
    for (const quantity of [3, 5]) {
      await fillCheckout(routes, db(), [{ variantId: variant!.id, quantity }], { sessionToken: token });
      expect((await submit(routes, { sessionToken: token })).status).toBe(201);
    }
    const body = await assortment(token);
    expect(body.most_bought.find((line: Line) => line.variant_id === variant!.id)).toMatchObject({
      ordered_quantity: 8,
      order_count: 2,
      suggested_quantity: 4,
      is_available: true,
    });
    const hotel = await assortment(await sessionOf(db(), 'b2bHotel', 'hotelPromenada'));
    expect(hotel.most_bought.some((line: Line) => line.variant_id === variant!.id)).toBe(false);
  });

  it('records the dealer who orders on the customer’s behalf, and shows it with the order', async () => {
    const dealer = await sessionOf(db(), 'dealer', 'bistroVltava');
    const [variant] = sqlRows<{ id: number }>(
      await db().execute(sql`
        select v.id from variants v join products p on p.id = v.product_id and p.is_active
        join variant_prices vp on vp.variant_id = v.id and vp.channel = 'cz'
        where v.is_active and not v.backorder and v.stock >= 5 and v.min_quantity = 1 and v.step_quantity = 1
        order by v.id desc limit 1
      `),
    );
    const setData = (await import('@/app/api/cart/set-customer-data/route')).PUT;
    await fillCheckout(routes, db(), [{ variantId: variant!.id, quantity: 1 }], { sessionToken: dealer });
    const { billingInformation } = await import('./order-helpers');
    const marked = await call(setData, 'PUT', '/api/cart/set-customer-data', {
      token: dealer,
      body: {
        billing_information: billingInformation,
        delivery_address: null,
        company: { name: 'Bistro Vltava s.r.o.', company_id: '28741536', vat_id: 'CZ28741536' },
        selected_delivery_address_id: null,
        sales_representative_order: true,
      },
    });
    expect(marked.status).toBe(200);
    const submitted = await submit(routes, { sessionToken: dealer });
    expect(submitted.status).toBe(201);
    const { order } = await submitted.json();
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    const [dealerRow] = sqlRows<{ id: number }>(
      await db().execute(sql`select id from users where email = 'obchodnik@horeca-shop.localhost'`),
    );
    expect(row).toMatchObject({
      customerId: await customerIdOf(db(), 'bistroVltava'),
      salesRepresentativeUserId: dealerRow!.id,
      isB2b: true,
    });
    const read = await call(orderRoute.POST, 'POST', '/api/order', {
      body: { id: order.id, token: order.token },
    });
    expect((await read.json()).order.sales_representative).toEqual({
      name: 'Tomáš Kováč',
      email: 'obchodnik@horeca-shop.localhost',
      customer_name: 'Bistro Vltava s.r.o.',
    });
  });
});
