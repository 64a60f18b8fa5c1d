import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { demo } from './account-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

interface SeededOrder {
  id: number;
  number: string;
  channel: 'cz' | 'sk';
  currency: string;
  status: string;
  payment_status: string;
  payment_type: string;
  email: string;
  customer: string | null;
  created_at: Date | string;
  goods_total_with_vat: number;
  goods_total_without_vat: number;
  total_with_vat: number;
  total_without_vat: number;
  paid_with_vat: number;
  shipping_price: number;
  payment_price: number;
  tracking_number: string | null;
  tracking_url: string | null;
  vat_summary: { rate: number; base: number; vat: number; total: number }[];
  customer_data: { partner_discount_percentage?: number | null };
}

interface SeededItem {
  order_id: number;
  quantity: number;
  vat_rate: number;
  unit_price_with_vat: number;
  unit_price_without_vat: number;
  total_with_vat: number;
  total_without_vat: number;
  individual: number | null;
}

describe.each(drivers)('past orders of the demo shoppers seeded into %s', (driver) => {
  let database: TestDatabase;
  let orders: SeededOrder[];
  let items: SeededItem[];

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 40 });
    orders = sqlRows<SeededOrder>(
      await database.db.execute(sql`
        select o.*, u.email, c.name_short as customer from orders o
        join users u on u.id = o.user_id left join customers c on c.id = o.customer_id
        order by o.created_at, o.id`),
    );
    items = sqlRows<SeededItem>(
      await database.db.execute(sql`
        select i.*, cp.net_price as individual from order_items i
        join orders o on o.id = i.order_id
        left join customer_prices cp on cp.variant_id = i.variant_id and cp.customer_id = o.customer_id
          and cp.channel = o.channel`),
    );
  });
  afterAll(() => database.dispose());

  const ofCustomer = (customer: string | null) => orders.filter((order) => order.customer === customer);

  it('gives the consumer, Bistro Vltava and Hotel Promenáda orders delivered, shipped, cancelled and new', () => {
    for (const customer of [null, 'Bistro Vltava', 'Hotel Promenáda']) {
      const statuses = new Set(ofCustomer(customer).map((order) => order.status));
      expect([...statuses].sort(), String(customer)).toEqual(['cancelled', 'delivered', 'new', 'shipped']);
    }
    expect(ofCustomer(null).every((order) => order.email === demo.consumer)).toBe(true);
    expect(new Set(ofCustomer('Bistro Vltava').map((order) => order.email))).toEqual(
      new Set([demo.admin, demo.manager]),
    );
    expect(new Set(ofCustomer('Hotel Promenáda').map((order) => order.email))).toEqual(
      new Set([demo.hotelBuyer]),
    );
    expect(
      new Set(ofCustomer('Hotel Promenáda').map((order) => `${order.channel} ${order.currency}`)),
    ).toEqual(new Set(['sk EUR']));
  });

  it('numbers them per shop and year without gaps, in the order placed, with the counters where they end', async () => {
    const counters = sqlRows<{ channel: string; year: number; last_number: number }>(
      await database.db.execute(sql`select channel, year, last_number from order_number_counters`),
    );
    const groups = new Map<string, string[]>();
    for (const order of orders) {
      const key = order.number.slice(0, 7).toLowerCase();
      groups.set(key, [...(groups.get(key) ?? []), order.number]);
    }
    for (const [key, numbers] of groups) {
      expect(numbers.map((number) => Number(number.slice(-6)))).toEqual(numbers.map((_, index) => index + 1));
      const [year, channel] = key.split('-');
      expect(counters).toContainEqual({ channel, year: Number(year), last_number: numbers.length });
    }
    expect(counters).toHaveLength(groups.size);
  });

  it('gives the partner discount to the orders placed in the 14 days after the approval, and only those', () => {
    const bistro = orders.filter((order) => order.customer === 'Bistro Vltava');
    // Bistro was approved 5 days before the seeding day (customers-data.ts), which is today.
    const now = new Date();
    const approvedAt = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 5 * 86_400_000;
    for (const order of bistro) {
      const inWindow = new Date(order.created_at).getTime() >= approvedAt;
      expect(order.customer_data.partner_discount_percentage ?? null).toBe(inWindow ? 5 : null);
    }
    expect(bistro.some((order) => order.customer_data.partner_discount_percentage === 5)).toBe(true);
    expect(bistro.some((order) => order.customer_data.partner_discount_percentage == null)).toBe(true);
  });

  it('prices every line as the cart does and adds the totals up', () => {
    for (const order of orders) {
      const lines = items.filter((item) => item.order_id === order.id);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line.unit_price_with_vat).toBe(
          Math.round((line.unit_price_without_vat * (100 + line.vat_rate)) / 100),
        );
        expect(line.total_with_vat).toBe(line.unit_price_with_vat * line.quantity);
        expect(line.total_without_vat).toBe(line.unit_price_without_vat * line.quantity);
        // An individual price with the customer's 3 % off (Bistro Vltava's terms), and the new partner's
        // 5 % on orders placed in the 14 days after Bistro's approval.
        const partner = order.customer_data.partner_discount_percentage ?? 0;
        if (line.individual !== null)
          expect(line.unit_price_without_vat).toBe(
            Math.round((line.individual * 97 * (100 - partner)) / 10_000),
          );
      }
      expect(lines.reduce((sum, line) => sum + line.total_with_vat, 0)).toBe(order.goods_total_with_vat);
      expect(order.goods_total_with_vat + order.shipping_price + order.payment_price).toBe(
        order.total_with_vat,
      );
      expect(order.vat_summary.reduce((sum, line) => sum + line.total, 0)).toBe(order.total_with_vat);
      expect(order.vat_summary.reduce((sum, line) => sum + line.base, 0)).toBe(order.total_without_vat);
    }
  });

  it('tracks the parcels handed over and records the history and payments', async () => {
    const history = sqlRows<{ order_id: number; status: string }>(
      await database.db.execute(
        sql`select order_id, status from order_status_history order by created_at, id`,
      ),
    );
    const payments = sqlRows<{ order_id: number; amount: number }>(
      await database.db.execute(sql`select order_id, sum(amount_with_vat)::int as amount from order_payments
        group by order_id`),
    );
    for (const order of orders) {
      const handedOver = order.status === 'shipped' || order.status === 'delivered';
      expect(order.tracking_number !== null, order.number).toBe(handedOver);
      if (handedOver) expect(order.tracking_url).toContain(order.tracking_number);
      const steps = history.filter((step) => step.order_id === order.id).map((step) => step.status);
      expect(steps[0]).toBe('new');
      expect(steps.at(-1)).toBe(order.status);
      const paid = payments.find((payment) => payment.order_id === order.id)?.amount ?? 0;
      expect(paid).toBe(order.paid_with_vat);
      expect(order.payment_status).toBe(paid === order.total_with_vat ? 'paid' : 'unpaid');
    }
    expect(
      orders
        .filter((order) => order.status === 'delivered')
        .every((order) => order.payment_status === 'paid'),
    ).toBe(true);
    expect(
      orders.filter((order) => order.status === 'cancelled').every((order) => order.paid_with_vat === 0),
    ).toBe(true);
  });

  it('issues an invoice for each delivered company order paid on invoice, with the order’s totals', async () => {
    const invoices = sqlRows<{
      order_id: number | null;
      total_with_vat: number;
      total_without_vat: number;
      paid: boolean;
    }>(
      await database.db
        .execute(sql`select order_id, total_with_vat, total_without_vat, paid_at is not null as paid
        from invoices`),
    );
    const invoiced = orders.filter(
      (order) => order.customer !== null && order.status === 'delivered' && order.payment_type === 'INVOICE',
    );
    expect(invoiced.length).toBeGreaterThanOrEqual(2);
    for (const order of invoiced) {
      expect(invoices.filter((invoice) => invoice.order_id === order.id)).toEqual([
        {
          order_id: order.id,
          total_with_vat: order.total_with_vat,
          total_without_vat: order.total_without_vat,
          paid: true,
        },
      ]);
    }
    expect(invoices.filter((invoice) => invoice.order_id !== null)).toHaveLength(invoiced.length);
  });
});
