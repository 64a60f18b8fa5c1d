import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@/lib/server/auth/sessions';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { apiEndpoints, urlOf } from './support/api-routes';
import { customerIdOf, userIdOf } from './support/b2b-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { selectForSession } from './support/selected-customer';
import { drivers } from './support/test-database';

/**
 * A shared cache (a proxy or CDN in front of the shop) keeps whatever an answer does not forbid it to keep.
 * Every GET of every route file on disk, as a signed-in caller with the most rights on it, must say
 * `no-store` (its errors too), but for the few answers that are the same for everybody and say so.
 */

/** Answers the same for every visitor of a language, which a shared cache may keep. */
const SHARED = new Map([
  ['/api/category', 'public, max-age=300'],
  ['/api/topic', 'public, max-age=300'],
  ['/api/openapi.json', 'public, max-age=3600, stale-while-revalidate=86400'],
]);

const reads = (await apiEndpoints()).filter((endpoint) => endpoint.method === 'GET');

const state = provideTestState();

describe.each(drivers)('Cache-Control of every API answer on %s', (driver) => {
  const { db } = useMailTestDatabase(state, driver, 5);
  let tokens: { superadmin: string; customer: string; b2bAdmin: string };

  beforeAll(async () => {
    const client = { ip: '198.51.100.8', userAgent: 'cache-control' };
    const session = async (key: Parameters<typeof demoUser>[0]) =>
      createSession(db(), await userIdOf(db(), demoUser(key).email), client);
    tokens = {
      superadmin: await session('superadmin'),
      customer: await session('customer'),
      b2bAdmin: await session('b2bAdmin'),
    };
    await selectForSession(db(), tokens.b2bAdmin, await customerIdOf(db(), 'bistroVltava'));
  });

  function get(
    path: string,
    params: Record<string, string | string[]>,
    token: string,
    handler: (typeof reads)[number]['handler'],
  ) {
    const request = new Request(`http://localhost:3000${path}`, {
      headers: { host: 'localhost:3000', 'x-user-locale': 'en', cookie: `${SESSION_COOKIE_NAME}=${token}` },
    });
    return handler(request, { params: Promise.resolve(params) });
  }

  it('finds the reads on disk', () => {
    expect(reads.length).toBeGreaterThan(50);
    expect(reads.map((endpoint) => endpoint.route)).toEqual(
      expect.arrayContaining(['/api/cart', '/api/options']),
    );
  });

  it('the cart with the customer’s addresses and names, and the checkout options, are private', async () => {
    for (const path of ['/api/cart?with_shippings_and_payments=1', '/api/options']) {
      const route = path.split('?')[0]!;
      const endpoint = reads.find((candidate) => candidate.route === route)!;
      const response = await get(path, {}, tokens.customer, endpoint.handler);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it.each(reads.map((endpoint) => [endpoint.route, endpoint] as const))('%s', async (route, endpoint) => {
    const token = route.startsWith('/api/admin/')
      ? tokens.superadmin
      : route.startsWith('/api/b2b/')
        ? tokens.b2bAdmin
        : tokens.customer;
    const { path, params } = urlOf(endpoint.segments, (segment) =>
      segment.kind === 'catchAll' ? ['1'] : '1',
    );
    const response = await get(path, params, token, endpoint.handler);
    const shared = response.status < 300 ? SHARED.get(route) : undefined;
    const cacheControl = response.headers.get('cache-control');
    if (shared) expect(cacheControl).toBe(shared);
    else expect(cacheControl, `${response.status}`).toMatch(/(^|,\s*)no-store(\s*,|$)/);
  });
});
