import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminSection, mayUseAdminSection } from '@/lib/server/auth/admin-sections';
import { provideDatabase } from '@/lib/server/db';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { type AdminCallerKey, adminCallerKeys, adminSessions } from './support/admin-calls';
import { call } from './support/b2b-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

// Every admin endpoint there is, found on disk: one added later is checked without anyone listing it here.
const routeModules = import.meta.glob<Partial<Record<Method, Handler>>>('../../app/api/admin/**/route.ts');

interface Endpoint {
  path: string;
  method: Method;
  handler: Handler;
  params: Record<string, string>;
  /** The callers the endpoint serves; everyone else must be refused. */
  allowed: AdminCallerKey[];
}

/** `/api/admin/trendy/[id]` → the URL with `1` for each parameter, and the params the handler receives. */
function urlOf(file: string): { path: string; params: Record<string, string> } {
  const segments = file.replace('../../app', '').replace('/route.ts', '').split('/');
  const params: Record<string, string> = {};
  const path = segments
    .map((segment) => {
      const name = /^\[(\w+)\]$/.exec(segment)?.[1];
      if (!name) return segment;
      params[name] = '1';
      return '1';
    })
    .join('/');
  return { path, params };
}

/** Who an endpoint is for: the page its path names (the dashboard is the orders', the audit log the superadmin's). */
function allowedCallers(path: string): AdminCallerKey[] {
  const page = path.split('/')[3]!;
  if (page === 'audit-log') return ['superadmin'];
  const section = page === 'dashboard' ? 'objednavky' : page;
  if (!isAdminSection(section)) throw new Error(`${path} belongs to no admin page`);
  return adminCallerKeys.filter((key) => mayUseAdminSection(demoUser(key).roles, section));
}

async function endpoints(): Promise<Endpoint[]> {
  const found: Endpoint[] = [];
  for (const [file, load] of Object.entries(routeModules)) {
    const handlers = await load();
    const { path, params } = urlOf(file);
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const handler = handlers[method];
      if (handler) found.push({ path, method, handler, params, allowed: allowedCallers(path) });
    }
  }
  return found;
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
