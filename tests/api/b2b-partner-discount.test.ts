import { endOfShopDay } from '@/lib/format/shop-day-end';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { customers, orderItems, orders, settings } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { SETTING_PARTNER_DISCOUNT_PERCENT } from '@/lib/server/db/settings-keys';
import { partnerDiscountAt } from '@/lib/server/services/b2b/partner-discount';
import { customerIdOf, sessionOf } from './support/b2b-calls';
import { fillCheckout, loadCheckoutRoutes, submit, type CheckoutRoutes } from './order-helpers';
import { approveCustomerDaysAgo } from './support/partner-discount';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const pricesRoute = await import('@/app/api/catalog/prices/route');
const DAY_MS = 86_400_000;

function db() {
  return current.database!.db;
}

interface Priced {
  variant_id: number;
  list_net: number;
  individual_net: number | null;
  vat_class: 'standard' | 'reduced';
}

const czRates = { standard: 21, reduced: 12 };
const gross = (net: number, rate: number) => Math.round((net * (100 + rate)) / 100);

async function askPrices(token: string, variantIds: number[]) {
  const response = await pricesRoute.POST(
    new Request('http://localhost:3000/api/catalog/prices', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        'x-channel-id': 'cz',
        'content-type': 'application/json',
        cookie: `auth._token.local=${token}`,
      },
      body: JSON.stringify({ variant_ids: variantIds }),
    }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(200);
  return response.json();
}

describe('the 14-day window', () => {
  const approvedAt = new Date('2026-03-01T10:00:00Z');
  it('opens at approval and closes at the end of the 14th day after it, on the shop’s clock', () => {
    const endsAt = new Date('2026-03-15T23:00:00Z');
    expect(partnerDiscountAt(approvedAt, 5, new Date(approvedAt.getTime() - 1))).toBeNull();
    expect(partnerDiscountAt(approvedAt, 5, approvedAt)).toEqual({ percentage: 5, endsAt });
    expect(partnerDiscountAt(approvedAt, 5, new Date(approvedAt.getTime() + 14 * DAY_MS))).not.toBeNull();
    expect(partnerDiscountAt(approvedAt, 5, new Date(endsAt.getTime() - 1))).not.toBeNull();
    expect(partnerDiscountAt(approvedAt, 5, endsAt)).toBeNull();
    expect(partnerDiscountAt(approvedAt, 0, approvedAt)).toBeNull();
    expect(partnerDiscountAt(null, 5, approvedAt)).toBeNull();
  });
});

describe.each(drivers)('the partner discount in listing prices, cart and order on %s', (driver) => {
  let routes: CheckoutRoutes;
  let bistro: number;
  let general: number;
  let withIndividual: Priced;
  let withoutIndividual: Priced;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    routes = await loadCheckoutRoutes();
    bistro = await customerIdOf(db(), 'bistroVltava');
    const [customer] = await db().select().from(customers).where(eq(customers.id, bistro));
    general = customer!.discountPercentage;
    const candidates = sqlRows<Priced>(
      await db().execute(sql`
        select v.id as variant_id, vp.net_price as list_net, cp.net_price as individual_net, p.vat_class
        from variants v join products p on p.id = v.product_id and p.is_active
        join variant_prices vp on vp.variant_id = v.id and vp.channel = 'cz'
        left join customer_prices cp on cp.variant_id = v.id and cp.channel = 'cz' and cp.customer_id = ${bistro}
        where v.is_active and not v.backorder and v.stock >= 10 and v.min_quantity = 1 and v.step_quantity = 1
        order by v.id
      `),
    );
    withIndividual = candidates.find((row) => row.individual_net !== null)!;
    withoutIndividual = candidates.find((row) => row.individual_net === null)!;
    expect(withIndividual && withoutIndividual).toBeTruthy();
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  const netWith = (row: Priced, partner: number) =>
    Math.round(((row.individual_net ?? row.list_net) * (100 - general) * (100 - partner)) / 10_000);

  async function pricesCartAndOrder(partner: number) {
    const token = await sessionOf(db(), 'b2bManager', 'bistroVltava');
    const lines = [withIndividual, withoutIndividual];
    const prices = await askPrices(
      token,
      lines.map((line) => line.variant_id),
    );
    const { cart } = await fillCheckout(
      routes,
      db(),
      lines.map((line) => ({ variantId: line.variant_id, quantity: 2 })),
      { sessionToken: token },
    );
    const response = await submit(routes, { sessionToken: token });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    for (const line of lines) {
      const net = netWith(line, partner);
      const rate = czRates[line.vat_class];
      expect(
        prices.variants.find((price: { variant_id: number }) => price.variant_id === line.variant_id),
      ).toEqual({
        variant_id: line.variant_id,
        without_vat: net,
        with_vat: gross(net, rate),
      });
      const cartItem = cart.items.find((item) => item.item_variant.id === line.variant_id)!;
      expect(cartItem).toMatchObject({ unit_price_without_vat: net, unit_price_with_vat: gross(net, rate) });
      expect(items.find((item) => item.variantId === line.variant_id)).toMatchObject({
        unitPriceWithoutVat: net,
        unitPriceWithVat: gross(net, rate),
        totalWithVat: gross(net, rate) * 2,
      });
    }
    return { prices, cart, order: row! };
  }

  it('applies inside the window together with the individual price and the general discount, everywhere alike', async () => {
    await approveCustomerDaysAgo(db(), bistro, 3);
    const [setting] = await db()
      .select()
      .from(settings)
      .where(eq(settings.key, SETTING_PARTNER_DISCOUNT_PERCENT));
    const partner = Number(setting!.value);
    expect(partner).toBeGreaterThan(0);
    const { prices, cart, order } = await pricesCartAndOrder(partner);
    const [customer] = await db().select().from(customers).where(eq(customers.id, bistro));
    const endsAt = endOfShopDay(new Date(customer!.approvedAt!.getTime() + 14 * DAY_MS)).toISOString();
    expect(prices.partner_discount).toEqual({ percentage: partner, ends_at: endsAt });
    expect(cart.partner_discount).toEqual({ percentage: partner, ends_at: endsAt });
    expect(order.customerData).toMatchObject({ partner_discount_percentage: partner });
  });

  it('no longer applies after the 14 days', async () => {
    await approveCustomerDaysAgo(db(), bistro, 15);
    const { prices, cart, order } = await pricesCartAndOrder(0);
    expect(prices.partner_discount).toBeNull();
    expect(cart.partner_discount).toBeNull();
    expect(order.customerData).toMatchObject({ partner_discount_percentage: null });
  });

  it('follows the admin’s percentage', async () => {
    await approveCustomerDaysAgo(db(), bistro, 1);
    await db()
      .update(settings)
      .set({ value: '10' })
      .where(eq(settings.key, SETTING_PARTNER_DISCOUNT_PERCENT));
    const { prices } = await pricesCartAndOrder(10);
    expect(prices.partner_discount.percentage).toBe(10);
  });
});
