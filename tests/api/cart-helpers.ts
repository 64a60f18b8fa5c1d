import { eq, type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '@/lib/server/db';
import { createSession } from '@/lib/server/auth/sessions';
import { users } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';

/** Request helpers and catalog pickers shared by the cart API tests. */

type Handler = (request: Request, route: { params: Promise<Record<string, never>> }) => Promise<Response>;

const params = { params: Promise.resolve({}) };
export const SESSION_COOKIE = 'auth._token.local';
export const CART_COOKIE = 'cart_token';

export interface CallOptions {
  /** X-Channel-Id; null sends none. */
  channel?: 'cz' | 'sk' | null;
  cartToken?: string | null;
  sessionToken?: string;
  locale?: 'sk' | 'cs' | 'en';
}

export function headersOf(options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    'x-user-locale': options.locale ?? 'en',
    'content-type': 'application/json',
  };
  const channel = options.channel === undefined ? 'cz' : options.channel;
  if (channel) headers['x-channel-id'] = channel;
  const cookies = [
    options.cartToken ? `${CART_COOKIE}=${options.cartToken}` : null,
    options.sessionToken ? `${SESSION_COOKIE}=${options.sessionToken}` : null,
  ].filter((cookie): cookie is string => cookie !== null);
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  return headers;
}

export function getFrom(handler: Handler, query = '', options: CallOptions = {}): Promise<Response> {
  return handler(
    new Request(`http://localhost:3000/api/cart${query}`, { headers: headersOf(options) }),
    params,
  );
}

export function putTo(handler: Handler, path: string, body: unknown, options: CallOptions = {}) {
  return handler(
    new Request(`http://localhost:3000/api/cart/${path}`, {
      method: 'PUT',
      headers: headersOf(options),
      body: JSON.stringify(body),
    }),
    params,
  );
}

/** The cart token a response sets, or null when it sets no cart cookie. */
export function cartTokenSetBy(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${CART_COOKIE}=`));
  return cookie ? cookie.slice(CART_COOKIE.length + 1).split(';')[0]! : null;
}

export interface TestVariant {
  id: number;
  stock: number;
  minQuantity: number;
  stepQuantity: number;
  vatClass: 'standard' | 'reduced' | 'superReduced';
  czkNet: number;
  eurNet: number | null;
}

interface VariantRow {
  id: number;
  stock: number;
  min_quantity: number;
  step_quantity: number;
  vat_class: TestVariant['vatClass'];
  czk_net: number;
  eur_net: number | null;
}

/**
 * Active variants of active products with a CZK price that match `condition` (SQL over `v`, `czk`,
 * `eur`), lowest id first; the test fails when the seed has fewer than `count`.
 */
export async function pickVariants(db: Db, condition: SQL, count = 1): Promise<TestVariant[]> {
  const result = await db.execute(sql`
    select v.id, v.stock, v.min_quantity, v.step_quantity, p.vat_class,
           czk.net_price as czk_net, eur.net_price as eur_net
    from variants v
    join products p on p.id = v.product_id and p.is_active
    join variant_prices czk on czk.variant_id = v.id and czk.channel = 'cz'
    left join variant_prices eur on eur.variant_id = v.id and eur.channel = 'sk'
    where v.is_active and ${condition}
      and not exists (select 1 from customer_prices cp where cp.variant_id = v.id)
    order by v.id
    limit ${count}
  `);
  const rows = sqlRows<VariantRow>(result);
  if (rows.length < count) throw new Error(`The seed has fewer than ${count} variants for the test`);
  return rows.map((row) => ({
    id: row.id,
    stock: row.stock,
    minQuantity: row.min_quantity,
    stepQuantity: row.step_quantity,
    vatClass: row.vat_class,
    czkNet: row.czk_net,
    eurNet: row.eur_net,
  }));
}

const vatRates = {
  cz: { standard: 21, reduced: 12, superReduced: 21 },
  sk: { standard: 23, reduced: 19, superReduced: 5 },
};

export function vatRateOf(variant: TestVariant, channel: 'cz' | 'sk'): number {
  return vatRates[channel][variant.vatClass];
}

/** Domain rule, written out independently of the shop's helpers: positive amounts round half up. */
export function grossOf(net: number, rate: number): number {
  return Math.round((net * (100 + rate)) / 100);
}

/** The first variant `pickVariants` finds. */
export async function pickVariant(db: Db, condition: SQL): Promise<TestVariant> {
  const [variant] = await pickVariants(db, condition);
  return variant!;
}

export interface CheckoutIds {
  shipping: Record<'courier' | 'pickup-point' | 'personal-pickup' | 'pallet', number>;
  payment: Record<'bank-transfer' | 'cash-on-delivery' | 'card' | 'cash' | 'invoice', number>;
  /** An active pickup point of the pickup-point shipping in each country. */
  branch: Record<'CZ' | 'SK', number>;
}

/** The seeded shippings, payments and a pickup point per country, by code. */
export async function checkoutIds(db: Db): Promise<CheckoutIds> {
  const shippingRows = sqlRows<{ id: number; code: string }>(
    await db.execute(sql`select id, code from shippings`),
  );
  const paymentRows = sqlRows<{ id: number; code: string }>(
    await db.execute(sql`select id, code from payments`),
  );
  const branchRows = sqlRows<{ id: number; country: 'CZ' | 'SK' }>(
    await db.execute(sql`select min(b.id) as id, b.country from branches b
      join shippings s on s.id = b.shipping_id and s.code = 'pickup-point'
      where b.is_active group by b.country`),
  );
  return {
    shipping: Object.fromEntries(shippingRows.map((row) => [row.code, row.id])) as CheckoutIds['shipping'],
    payment: Object.fromEntries(paymentRows.map((row) => [row.code, row.id])) as CheckoutIds['payment'],
    branch: Object.fromEntries(branchRows.map((row) => [row.country, row.id])) as CheckoutIds['branch'],
  };
}

/** Asserts a `{ code, message }` refusal with its status. */
export async function expectRefusal(response: Response, status: number, code: string): Promise<void> {
  const body = await response.json();
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
}

/** A new session of the user with the e-mail, as its token. */
export async function signInAs(db: Db, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return createSession(db, user!.id, { ip: '203.0.113.9', userAgent: null });
}
