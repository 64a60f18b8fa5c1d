import { expect } from 'vitest';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { call } from './b2b-calls';

/**
 * A few endpoints of each kind, called through their route handlers as a client would: while the
 * database is down each must answer 503 with the error shape at once, and afterwards as usual.
 */
export interface OutageCall {
  name: string;
  status: number;
  send: () => Promise<Response>;
}

const englishUnavailable = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};

/** A call that waits longer than this for a database that is down is a hang, not an answer. */
const QUICK_MS = 3000;

export async function representativeCalls(variantId: number): Promise<OutageCall[]> {
  const [health, suggest, menu, addToCart, login] = await Promise.all([
    import('@/app/api/health/route'),
    import('@/app/api/search/suggest/route'),
    import('@/app/api/category/route'),
    import('@/app/api/cart/add-to-cart/route'),
    import('@/app/api/auth/login/route'),
  ]);
  const customer = demoUser('customer');
  return [
    { name: 'GET /api/health', status: 200, send: () => call(health.GET, 'GET', '/api/health') },
    {
      name: 'GET /api/search/suggest',
      status: 200,
      send: () => call(suggest.GET, 'GET', '/api/search/suggest?q=poh'),
    },
    { name: 'GET /api/category', status: 200, send: () => call(menu.GET, 'GET', '/api/category') },
    {
      name: 'PUT /api/cart/add-to-cart',
      status: 200,
      send: () =>
        call(addToCart.PUT, 'PUT', '/api/cart/add-to-cart', {
          body: { item_variant_id: variantId, quantity: 1 },
        }),
    },
    {
      name: 'POST /api/auth/login',
      status: 200,
      send: () =>
        call(login.POST, 'POST', '/api/auth/login', {
          body: { username: customer.email, password: customer.password },
          headers: { origin: 'http://localhost:3000' },
        }),
    },
  ];
}

/** Every call answers 503 `{ code, message }` (in the caller's language) within QUICK_MS. */
export async function expectAllUnavailable(calls: OutageCall[]): Promise<void> {
  for (const { name, send } of calls) {
    const started = performance.now();
    const response = await send();
    const elapsed = performance.now() - started;
    expect({ name, status: response.status, body: await response.json() }).toEqual({
      name,
      status: 503,
      body: englishUnavailable,
    });
    expect(response.headers.get('retry-after')).toBe('5');
    expect(elapsed, `${name} answered after ${Math.round(elapsed)} ms`).toBeLessThan(QUICK_MS);
  }
}

/** Every call answers as it does with the database up. */
export async function expectAllAnswered(calls: OutageCall[]): Promise<void> {
  for (const { name, status, send } of calls) {
    const response = await send();
    expect({ name, status: response.status }).toEqual({ name, status });
  }
}
