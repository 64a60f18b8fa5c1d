import { expect } from 'vitest';
import { isAdminSection, mayUseAdminSection } from '@/lib/server/auth/admin-sections';
import { createSession } from '@/lib/server/auth/sessions';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
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

/** Who an admin endpoint is for: the page its path names (the dashboard is the orders', the audit log the superadmin's). */
export function allowedCallers(path: string): AdminCallerKey[] {
  const page = path.split('/')[3]!;
  if (page === 'audit-log') return ['superadmin'];
  const section = page === 'dashboard' ? 'objednavky' : page;
  if (!isAdminSection(section)) throw new Error(`${path} belongs to no admin page`);
  return adminCallerKeys.filter((key) => mayUseAdminSection(demoUser(key).roles, section));
}

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

/** An 8×4 PNG picture to upload. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQ9buBFTFQTwIAzC0oYcuj/9EAAAAASUVORK5CYII=',
  'base64',
);

export type UploadHandler = (
  request: Request,
  route: { params: Promise<Record<string, never>> },
) => Promise<Response>;

/** A multipart upload (`image` field) to an admin picture endpoint, as a browser sends it. */
export function upload(
  handler: UploadHandler,
  token: string | null,
  file: Blob | null,
  name = 'obrazok.png',
) {
  const form = new FormData();
  if (file) form.set('image', file, name);
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    'x-channel-id': 'cz',
    'x-user-locale': 'sk',
  };
  if (token) headers.cookie = `${SESSION_COOKIE_NAME}=${token}`;
  return handler(
    new Request('http://localhost:3000/api/admin/obrazok', { method: 'POST', headers, body: form }),
    { params: Promise.resolve({}) },
  );
}
