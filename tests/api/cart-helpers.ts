import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
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

function headersOf(options: CallOptions): Record<string, string> {
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
