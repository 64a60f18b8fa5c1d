import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { type AdminCallerKey, adminCallerKeys, adminSessions, allowedCallers } from './support/admin-calls';
import { type ApiEndpoint, apiEndpoints, type RouteParams, urlOf } from './support/api-routes';
import { call } from './support/b2b-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

interface Endpoint extends ApiEndpoint {
  path: string;
  params: RouteParams;
  /** The callers the endpoint serves; everyone else must be refused. */
  allowed: AdminCallerKey[];
}

// Every admin endpoint there is, found on disk: one added later is checked without anyone listing it here.
async function endpoints(): Promise<Endpoint[]> {
  return (await apiEndpoints('/api/admin/')).map((endpoint) => {
    const { path, params } = urlOf(endpoint.segments, () => '1');
    return { ...endpoint, path, params, allowed: allowedCallers(path) };
  });
}

describe.each(drivers)('every admin endpoint checks the caller itself, on %s', (driver) => {
  let database: TestDatabase;
  let sessions: Record<AdminCallerKey, string>;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
    sessions = await adminSessions(database.db);
  });
  afterAll(async () => database?.dispose());

  it('refuses anonymous callers (401), shoppers and the wrong staff roles (403), before reading the input', async () => {
    const all = await endpoints();
    expect(all.length).toBeGreaterThan(60);
    for (const endpoint of all) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const options = { params: endpoint.params, body: endpoint.method === 'GET' ? undefined : {} };
      const anonymous = await call(endpoint.handler, endpoint.method, endpoint.path, {
        ...options,
        token: null,
      });
      expect(anonymous.status, `${label} anonymous`).toBe(401);
      expect(await anonymous.json(), label).toMatchObject({ code: 401, message: expect.any(String) });
      for (const key of adminCallerKeys.filter((candidate) => !endpoint.allowed.includes(candidate))) {
        const refused = await call(endpoint.handler, endpoint.method, endpoint.path, {
          ...options,
          token: sessions[key],
        });
        expect(refused.status, `${label} as ${key}`).toBe(403);
        expect(await refused.json(), `${label} as ${key}`).toMatchObject({
          code: 'FORBIDDEN',
          message: expect.any(String),
        });
      }
    }
  });
});
