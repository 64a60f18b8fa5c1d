import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '@/lib/server/db';
import { customers } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { type CallOptions, headersOf, signInAs } from './cart-helpers';
import { selectForSession } from './support/selected-customer';

/** Requests and callers shared by the account API tests (orders, reorder, purchased goods). */

type Handler<P> = (request: Request, route: { params: Promise<P> }) => Promise<Response>;

export function getJson<P = Record<string, never>>(
  handler: Handler<P>,
  path: string,
  options: CallOptions & { params?: P; query?: Record<string, string> } = {},
): Promise<Response> {
  const url = new URL(`http://localhost:3000${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.append(name, value);
  return handler(new Request(url, { headers: headersOf(options) }), {
    params: Promise.resolve(options.params ?? ({} as P)),
  });
}

export async function customerIdNamed(db: Db, nameShort: string): Promise<number> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.nameShort, nameShort));
  if (!row) throw new Error(`No customer ${nameShort}`);
  return row.id;
}

/** A session of the demo user, shopping for the customer named (null: for nobody). */
export async function sessionOf(db: Db, email: string, customer?: string | null): Promise<string> {
  const token = await signInAs(db, email);
  if (customer !== undefined) {
    await selectForSession(db, token, customer === null ? null : await customerIdNamed(db, customer));
  }
  return token;
}

export const demo = {
  consumer: 'zakaznik@horeca-shop.localhost',
  admin: 'b2b.admin@horeca-shop.localhost',
  manager: 'b2b.manazer@horeca-shop.localhost',
  hotelBuyer: 'nakup.hotel@horeca-shop.localhost',
  dealer: 'obchodnik@horeca-shop.localhost',
  translator: 'prekladatel@horeca-shop.localhost',
} as const;

/** Ids of the orders a condition over `o` (orders) and `u` (the placing user) picks, in id order. */
export async function orderIdsWhere(db: Db, condition: ReturnType<typeof sql>): Promise<number[]> {
  const rows = sqlRows<{ id: number }>(
    await db.execute(sql`select o.id from orders o left join users u on u.id = o.user_id
      where ${condition} order by o.id`),
  );
  return rows.map((row) => row.id);
}

export async function expectError(response: Response, status: number, code: string | number): Promise<void> {
  const body = await response.json();
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
}
