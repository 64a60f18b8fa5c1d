import { eq } from 'drizzle-orm';
import { createSession } from '@/lib/server/auth/sessions';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import type { DbOrTx } from '@/lib/server/db';
import { customers, users } from '@/lib/server/db/schema';
import { type CustomerKey, customerSeeds } from '@/lib/server/db/seed/shop/customers-data';
import { type DemoUserKey, demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { selectForSession } from './selected-customer';

/** Request helpers for the B2B endpoints, and sessions of the demo users acting for a chosen customer. */

type Handler<P> = (request: Request, route: { params: Promise<P> }) => Promise<Response>;

export interface B2bCallOptions {
  token?: string | null;
  body?: unknown;
  locale?: 'sk' | 'cs' | 'en';
  /** X-Channel-Id; mutations without it are refused. */
  channel?: 'cz' | 'sk' | null;
  headers?: Record<string, string>;
}

export function call<P = Record<string, never>>(
  handler: Handler<P>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: B2bCallOptions & { params?: P } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    'x-user-locale': options.locale ?? 'en',
    ...options.headers,
  };
  const channel = options.channel === undefined ? 'cz' : options.channel;
  if (channel) headers['x-channel-id'] = channel;
  if (options.token) headers.cookie = `${SESSION_COOKIE_NAME}=${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost:3000${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return handler(request, { params: Promise.resolve((options.params ?? {}) as P) });
}

export async function customerIdOf(db: DbOrTx, key: CustomerKey): Promise<number> {
  const seed = customerSeeds.find((candidate) => candidate.key === key)!;
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, seed.name));
  return row!.id;
}

export async function userIdOf(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A new session of a demo user shopping for `customer` (as the customer selection leaves it). */
export async function sessionOf(
  db: DbOrTx,
  user: DemoUserKey,
  customer: CustomerKey | null,
): Promise<string> {
  const token = await createSession(db, await userIdOf(db, demoUser(user).email), {
    ip: '203.0.113.20',
    userAgent: 'vitest',
  });
  await selectForSession(db, token, customer ? await customerIdOf(db, customer) : null);
  return token;
}
