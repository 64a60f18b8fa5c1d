import { eq, sql } from 'drizzle-orm';
import { createSession } from '@/lib/server/auth/sessions';
import type { DbOrTx } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';

/** Calls of the account API tests: a route handler, a method, a JSON body and who is calling. */
export const SESSION_COOKIE = 'auth._token.local';

type Handler<P> = (request: Request, route: { params: Promise<P> }) => Promise<Response>;

export interface AccountCall<P> {
  handler: Handler<P>;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  params?: P;
  sessionToken?: string;
  ip?: string;
  locale?: 'sk' | 'cs' | 'en';
  /** Extra or replaced headers (e.g. another host, a missing X-Channel-Id as `''`). */
  headers?: Record<string, string>;
}

export function call<P = Record<string, never>>(options: AccountCall<P>): Promise<Response> {
  const url = new URL(options.path, 'http://localhost:3000');
  const headers: Record<string, string> = {
    host: url.host,
    origin: url.origin,
    'content-type': 'application/json',
    'x-channel-id': 'cz',
    'x-user-locale': options.locale ?? 'en',
    'x-forwarded-for': options.ip ?? '192.0.2.1',
    ...options.headers,
  };
  if (options.sessionToken) headers.cookie = `${SESSION_COOKIE}=${options.sessionToken}`;
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  const init: RequestInit = { method: options.method, headers };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  return options.handler(new Request(url, init), { params: Promise.resolve(options.params ?? ({} as P)) });
}

/** A session of an existing user, as a login would start it. */
export async function sessionOf(db: DbOrTx, email: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return createSession(db, user.id, { ip: '203.0.113.5', userAgent: null });
}

/** The session token a response sets as the cookie, if any. */
export function sessionCookieSetBy(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  return cookie ? cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]! : null;
}

let ipCounter = 0;
/** A documentation address of its own, so one test's rate limits never touch another's. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}
