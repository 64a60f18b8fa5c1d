import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { provideDatabase } from '@/lib/server/db';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { pickVariant } from './cart-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Every cookie the API sets — the session and its strategy marker, the anonymous cart and its marker, the
 * language, the visitor id, and the cleared ones at logout — is Secure behind a proxy that ended TLS
 * (`X-Forwarded-Proto: https`) and on an https URL, never over plain http (the browser would drop it on
 * http://localhost), always SameSite=Lax, and HttpOnly unless the shop's own script must read it.
 */

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const login = await import('@/app/api/auth/login/route');
const logout = await import('@/app/api/auth/logout/route');
const addToCart = await import('@/app/api/cart/add-to-cart/route');
const setLocale = await import('@/app/api/user/set-locale/route');
const lastVisited = await import('@/app/api/search/suggest/route');

type Handler = (request: Request, route: { params: Promise<Record<string, never>> }) => Promise<Response>;
const params = { params: Promise.resolve({}) };
let ip = 0;

/** Cookies the page's script reads: whether someone is signed in, whether there is a cart, the language. */
const READ_BY_SCRIPT = new Set(['auth.strategy', 'has_cart', 'locale']);

type Transport = 'http' | 'forwarded-https' | 'https';

function send(
  handler: Handler,
  transport: Transport,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
) {
  ip += 1;
  // Behind a proxy that ends TLS the request reaches us over http, but the browser's page is https.
  const url = transport === 'https' ? 'https://localhost:3000' : 'http://localhost:3000';
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    origin: transport === 'http' ? 'http://localhost:3000' : 'https://localhost:3000',
    'x-channel-id': 'cz',
    'x-user-locale': 'en',
    'x-forwarded-for': `192.0.2.${ip}`,
    'content-type': 'application/json',
  };
  if (transport === 'forwarded-https') headers['x-forwarded-proto'] = 'https';
  if (cookie) headers.cookie = cookie;
  const request = new Request(`${url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handler(request, params);
}

interface SetCookie {
  name: string;
  attributes: string[];
}

function cookiesOf(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    return { name: pair!.split('=')[0]!, attributes: attributes.map((attribute) => attribute.toLowerCase()) };
  });
}

/** Everything the shop sets in one visit: a cart, the language, last visited products, sign-in, sign-out. */
async function visit(transport: Transport, variantId: number): Promise<SetCookie[]> {
  const customer = demoUser('customer');
  const responses = [
    await send(addToCart.PUT, transport, 'PUT', '/api/cart/add-to-cart', {
      item_variant_id: variantId,
      quantity: 1,
    }),
    await send(setLocale.PATCH, transport, 'PATCH', '/api/user/set-locale', { locale_id: 'cs' }),
    await send(lastVisited.GET, transport, 'GET', '/api/search/suggest?type=last_visited_products'),
  ];
  const signedIn = await send(login.POST, transport, 'POST', '/api/auth/login', {
    username: customer.email,
    password: customer.password,
  });
  const { token } = (await signedIn.clone().json()) as { token: string };
  responses.push(
    signedIn,
    await send(logout.POST, transport, 'POST', '/api/auth/logout', {}, `auth._token.local=${token}`),
  );
  for (const response of responses) expect(response.status, await response.clone().text()).toBeLessThan(300);
  return responses.flatMap(cookiesOf);
}

describe.each(drivers)('cookies on %s', (driver) => {
  let variantId: number;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 40 });
    variantId = (await pickVariant(current.database.db, sql`v.stock > 10 and v.min_quantity = 1`)).id;
  });
  afterAll(async () => {
    await current.database?.dispose();
  });

  it.each(['forwarded-https', 'https'] as const)('are all Secure over %s', async (transport) => {
    const cookies = await visit(transport, variantId);
    expect(new Set(cookies.map((cookie) => cookie.name))).toEqual(
      new Set(['cart_token', 'has_cart', 'locale', 'visitor_id', 'auth._token.local', 'auth.strategy']),
    );
    for (const cookie of cookies) {
      expect(cookie.attributes, cookie.name).toContain('secure');
      expect(cookie.attributes, cookie.name).toContain('samesite=lax');
      expect(cookie.attributes.includes('httponly'), cookie.name).toBe(!READ_BY_SCRIPT.has(cookie.name));
    }
  });

  it('are not Secure over plain http, and keep SameSite and HttpOnly', async () => {
    const cookies = await visit('http', variantId);
    expect(cookies.length).toBeGreaterThanOrEqual(6);
    for (const cookie of cookies) {
      expect(cookie.attributes, cookie.name).not.toContain('secure');
      expect(cookie.attributes, cookie.name).toContain('samesite=lax');
      expect(cookie.attributes.includes('httponly'), cookie.name).toBe(!READ_BY_SCRIPT.has(cookie.name));
    }
  });
});
