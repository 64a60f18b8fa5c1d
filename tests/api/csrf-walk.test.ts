import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@/lib/server/auth/sessions';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { settleBackgroundTasks } from '@/lib/server/background-tasks';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { type ApiEndpoint, apiEndpoints, urlOf } from './support/api-routes';
import { customerIdOf, userIdOf } from './support/b2b-calls';
import { fingerprintTracker } from './support/db-fingerprint';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { routeSchemas } from './support/route-schemas';
import { schemaShapedValues } from './support/schema-values';
import { selectForSession } from './support/selected-customer';
import { drivers } from './support/test-database';

/**
 * Every POST/PUT/PATCH/DELETE of every route file on disk, sent as a signed-in browser would if another
 * site's page made it: a plain form (no X-Channel-Id) and a script's fetch from a foreign Origin. Each is
 * refused with 403 `{ code, message }` and the database is left exactly as it was. The caller is the one
 * with the most rights on the route (the superadmin on admin routes, a B2B customer admin elsewhere), and
 * the body one the route's own contract accepts the shape of, so that a missing check would write.
 */

const SHOP_ORIGIN = 'http://localhost:3000';

const mutations = (await apiEndpoints()).filter((endpoint) => endpoint.method !== 'GET');

async function bodyFor(endpoint: ApiEndpoint): Promise<string> {
  const { body } = await routeSchemas(endpoint);
  const [value] = body ? fc.sample(schemaShapedValues(body), { numRuns: 1, seed: 8 }) : [{}];
  return JSON.stringify(value ?? {});
}

function forgedRequest(endpoint: ApiEndpoint, body: string, token: string, headers: Record<string, string>) {
  const { path, params } = urlOf(endpoint.segments, (segment) => (segment.kind === 'catchAll' ? ['1'] : '1'));
  const url = new URL(path, SHOP_ORIGIN);
  const request = new Request(url, {
    method: endpoint.method,
    headers: {
      host: url.host,
      cookie: `${SESSION_COOKIE_NAME}=${token}`,
      'x-forwarded-for': '198.51.100.7',
      ...headers,
    },
    body: endpoint.method === 'DELETE' ? undefined : body,
  });
  return endpoint.handler(request, { params: Promise.resolve(params) });
}

const forgeries = [
  // What a <form method=post> on another site sends: a simple content type and no custom header.
  {
    name: 'without X-Channel-Id',
    code: 'MISSING_CHANNEL_HEADER',
    headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
  },
  {
    name: 'without X-Channel-Id from the same origin',
    code: 'MISSING_CHANNEL_HEADER',
    headers: { origin: SHOP_ORIGIN, 'content-type': 'application/json' },
  },
  {
    name: 'from a foreign Origin',
    code: 'CROSS_ORIGIN',
    headers: { origin: 'https://evil.example', 'x-channel-id': 'cz', 'content-type': 'application/json' },
  },
  // The shop is on https (its proxy says so); a page of the same host over plain http is anyone's on the way.
  {
    name: 'from the same host over http to the https shop',
    code: 'CROSS_ORIGIN',
    headers: {
      origin: SHOP_ORIGIN,
      'x-forwarded-proto': 'https',
      'x-channel-id': 'cz',
      'content-type': 'application/json',
    },
  },
] as const;

const state = provideTestState();

describe.each(drivers)('CSRF: every state-changing endpoint on %s', (driver) => {
  const { db } = useMailTestDatabase(state, driver, 5);
  const fingerprint = fingerprintTracker(db);
  let tokens: { superadmin: string; b2bAdmin: string };

  beforeAll(async () => {
    const client = { ip: '198.51.100.7', userAgent: 'csrf' };
    const superadmin = await createSession(db(), await userIdOf(db(), demoUser('superadmin').email), client);
    const b2bAdmin = await createSession(db(), await userIdOf(db(), demoUser('b2bAdmin').email), client);
    await selectForSession(db(), b2bAdmin, await customerIdOf(db(), 'bistroVltava'));
    tokens = { superadmin, b2bAdmin };
  });

  it('finds the mutations on disk', () => {
    expect(mutations.length).toBeGreaterThan(90);
    expect(new Set(mutations.map((endpoint) => endpoint.method))).toEqual(
      new Set(['POST', 'PUT', 'PATCH', 'DELETE']),
    );
  });

  it.each(mutations.map((endpoint) => [`${endpoint.method} ${endpoint.route}`, endpoint] as const))(
    '%s',
    async (_label, endpoint) => {
      const body = await bodyFor(endpoint);
      const token = endpoint.route.startsWith('/api/admin/') ? tokens.superadmin : tokens.b2bAdmin;
      for (const forgery of forgeries) {
        const before = await fingerprint();
        const response = await forgedRequest(endpoint, body, token, forgery.headers);
        await settleBackgroundTasks();
        expect(response.status, forgery.name).toBe(403);
        const answer = (await response.json()) as { code: string; message: string };
        expect(answer.code, forgery.name).toBe(forgery.code);
        expect(answer.message, forgery.name).toMatch(/\w{3}/);
        expect(await fingerprint(), forgery.name).toEqual(before);
      }
    },
  );
});
