import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerPricesResponse } from '@/lib/api/contract/catalog';
import { createSession } from '@/lib/server/auth/sessions';
import { provideDatabase } from '@/lib/server/db';
import { customers, users } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { grossOf, SESSION_COOKIE } from './cart-helpers';
import { endPartnerDiscountWindow } from './support/partner-discount';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';
import { soleCustomerIdOf } from './support/selected-customer';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const pricesRoute = await import('@/app/api/catalog/prices/route');

const MANAGER = 'b2b.manazer@horeca-shop.localhost';
const CONSUMER = 'zakaznik@horeca-shop.localhost';
const route = { params: Promise.resolve({}) };

function db() {
  return current.database!.db;
}

function askPrices(body: unknown, options: { sessionToken?: string; channel?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-user-locale': 'sk' };
  if (options.channel !== null) headers['x-channel-id'] = options.channel ?? 'cz';
  if (options.sessionToken) headers.cookie = `${SESSION_COOKIE}=${options.sessionToken}`;
  return pricesRoute.POST(
    new Request('http://localhost:3000/api/catalog/prices', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
    route,
  );
}

async function signIn(email: string): Promise<string> {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return createSession(db(), user!.id, { ip: '203.0.113.9', userAgent: null });
}

interface PricedVariant {
  variant_id: number;
  product_id: number;
  list_net: number;
  individual_net: number;
  vat_class: 'standard' | 'reduced' | 'superReduced';
}

const czRates = { standard: 21, reduced: 12, superReduced: 21 };

describe.each(drivers)('POST /api/catalog/prices on %s', (driver) => {
  let individual: PricedVariant;
  let discount: number;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    const [customer] = await db()
      .select({ id: customers.id, discount: customers.discountPercentage })
      .from(customers)
      .where(eq(customers.id, await soleCustomerIdOf(db(), MANAGER)));
    discount = customer!.discount;
    // The seeded partner is still in its 14-day discount window; these prices are about the other terms.
    await endPartnerDiscountWindow(db(), customer!.id);
    individual = sqlRows<PricedVariant>(
      await db().execute(sql`
        select cp.variant_id, v.product_id, vp.net_price as list_net, cp.net_price as individual_net, p.vat_class
        from customer_prices cp
        join variants v on v.id = cp.variant_id and v.is_active
        join products p on p.id = v.product_id and p.is_active
        join variant_prices vp on vp.variant_id = v.id and vp.channel = 'cz'
        where cp.customer_id = ${customer!.id} and cp.channel = 'cz'
        order by cp.variant_id limit 1`),
    )[0]!;
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('answers a visitor the list prices, gross first', async () => {
    const response = await askPrices({ variant_ids: [individual.variant_id] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as CustomerPricesResponse;
    const rate = czRates[individual.vat_class];
    expect(body).toEqual({
      price_mode: 'gross',
      partner_discount: null,
      currency: 'CZK',
      variants: [
        {
          variant_id: individual.variant_id,
          without_vat: individual.list_net,
          with_vat: grossOf(individual.list_net, rate),
        },
      ],
      products: [],
    });
  });

  it('answers a B2B manager its individual price less the customer’s discount, for variants and products', async () => {
    expect(individual.individual_net).toBeLessThan(individual.list_net);
    expect(discount).toBeGreaterThan(0);
    const token = await signIn(MANAGER);
    const response = await askPrices(
      { variant_ids: [individual.variant_id], product_ids: [individual.product_id] },
      { sessionToken: token },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as CustomerPricesResponse;
    const net = Math.round((individual.individual_net * (100 - discount)) / 100);
    const rate = czRates[individual.vat_class];
    expect(body.variants).toEqual([
      { variant_id: individual.variant_id, without_vat: net, with_vat: grossOf(net, rate) },
    ]);
    const product = body.products.find((entry) => entry.product_id === individual.product_id)!;
    // A product's price is its cheapest variant for this customer: never above this variant's.
    expect(product.without_vat).toBeLessThanOrEqual(net);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers net first to a user who chose prices without VAT', async () => {
    await db().update(users).set({ showPriceWithoutVat: true }).where(eq(users.email, CONSUMER));
    const token = await signIn(CONSUMER);
    const body = (await (
      await askPrices({ product_ids: [individual.product_id] }, { sessionToken: token })
    ).json()) as CustomerPricesResponse;
    expect(body.price_mode).toBe('net');
    expect(body.products).toHaveLength(1);
  });

  it('leaves out unknown ids and refuses empty, oversized or malformed requests', async () => {
    const unknown = (await (
      await askPrices({ variant_ids: [999_999], product_ids: [999_999] })
    ).json()) as CustomerPricesResponse;
    expect(unknown.variants).toEqual([]);
    expect(unknown.products).toEqual([]);
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1);
    for (const body of [
      {},
      { variant_ids: [] },
      { variant_ids: tooMany },
      { variant_ids: ['1'] },
      { product_ids: [-1] },
      // Past PostgreSQL's integer: the lookup failed with a 500 (found by fuzzing).
      { variant_ids: [2_147_483_648] },
    ]) {
      const response = await askPrices(body);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('VALIDATION_ERROR');
    }
    const withoutChannel = await askPrices({ variant_ids: [individual.variant_id] }, { channel: null });
    expect(withoutChannel.status).toBe(403);
  });
});
