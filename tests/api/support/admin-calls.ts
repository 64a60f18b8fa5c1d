import { expect } from 'vitest';
import { createSession } from '@/lib/server/auth/sessions';
import type { DbOrTx } from '@/lib/server/db';
import { type DemoUserKey, demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { call, userIdOf } from './b2b-calls';

/** Sessions of the admin tests' callers: shoppers and each staff role. */
export type AdminCallerKey = 'customer' | 'b2bAdmin' | 'dealer' | 'translator' | 'superadmin';
export const adminCallerKeys: AdminCallerKey[] = [
  'customer',
  'b2bAdmin',
  'dealer',
  'translator',
  'superadmin',
];

export async function staffSession(db: DbOrTx, user: DemoUserKey): Promise<string> {
  return createSession(db, await userIdOf(db, demoUser(user).email), {
    ip: '203.0.113.30',
    userAgent: 'vitest',
  });
}

export async function adminSessions(db: DbOrTx): Promise<Record<AdminCallerKey, string>> {
  const entries = await Promise.all(
    adminCallerKeys.map(async (key) => [key, await staffSession(db, key)] as const),
  );
  return Object.fromEntries(entries) as Record<AdminCallerKey, string>;
}

type Handler<P> = (request: Request, route: { params: Promise<P> }) => Promise<Response>;

/**
 * An admin endpoint answers an anonymous caller 401 and every signed-in caller outside `allowed` 403, in
 * the one error shape; `body` is what a permitted caller would send (refusal comes before validation).
 */
export async function expectOnlyRolesMayCall<P>(
  handler: Handler<P>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  sessions: Record<AdminCallerKey, string>,
  allowed: readonly AdminCallerKey[],
  options: { body?: unknown; params?: P } = {},
): Promise<void> {
  const anonymous = await call(handler, method, path, { ...options, token: null });
  expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
  expect(await anonymous.json()).toMatchObject({ code: 401, message: expect.any(String) });
  for (const key of adminCallerKeys.filter((candidate) => !allowed.includes(candidate))) {
    const response = await call(handler, method, path, { ...options, token: sessions[key] });
    expect(response.status, `${method} ${path} as ${key}`).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
  }
}
