import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { auditLog, redirects } from '@/lib/server/db/schema';
import { call } from './support/b2b-calls';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const listRoute = await import('@/app/api/admin/presmerovani/route');
const itemRoute = await import('@/app/api/admin/presmerovani/[id]/route');
const checkRoute = await import('@/app/api/redirect/check/[...path]/route');
const { default: proxy } = await import('@/proxy');

/** What the server answers a browser that opens `path`: the redirect's own status and Location. */
async function visit(path: string, acceptLanguage = 'sk-SK,sk;q=0.9') {
  const response = await proxy(
    new NextRequest(`http://localhost:3000${path}`, {
      headers: { host: 'localhost:3000', 'accept-language': acceptLanguage },
    }),
  );
  return { status: response.status, location: response.headers.get('location') };
}

async function check(path: string) {
  const segments = path.replace(/^\//, '').split('/');
  const response = await checkRoute.GET(new Request(`http://localhost:3000/api/redirect/check/${path}`), {
    params: Promise.resolve({ path: segments }),
  });
  return (await response.json()).redirect;
}

describe.each(drivers)('admin redirects (presmerovani) on %s', (driver) => {
  let database: TestDatabase;
  let sessions: Record<AdminCallerKey, string>;
  const valid = { from_path: '/letna-akcia-2024', to_path: '/slevy', status_code: 301 };

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
    sessions = await adminSessions(database.db);
  });
  afterAll(async () => database?.dispose());

  async function count(): Promise<number> {
    return (await database.db.select().from(redirects)).length;
  }

  it('only the superadmin may list, create, change or delete redirects', async () => {
    const params = { id: '1' };
    await expectOnlyRolesMayCall(listRoute.GET, 'GET', '/api/admin/presmerovani', sessions, ['superadmin']);
    await expectOnlyRolesMayCall(
      listRoute.POST,
      'POST',
      '/api/admin/presmerovani',
      sessions,
      ['superadmin'],
      {
        body: valid,
      },
    );
    await expectOnlyRolesMayCall(
      itemRoute.GET,
      'GET',
      '/api/admin/presmerovani/1',
      sessions,
      ['superadmin'],
      {
        params,
      },
    );
    await expectOnlyRolesMayCall(
      itemRoute.PUT,
      'PUT',
      '/api/admin/presmerovani/1',
      sessions,
      ['superadmin'],
      {
        body: valid,
        params,
      },
    );
    await expectOnlyRolesMayCall(
      itemRoute.DELETE,
      'DELETE',
      '/api/admin/presmerovani/1',
      sessions,
      ['superadmin'],
      { params },
    );
    expect(await check('letna-akcia-2024')).toBeNull();
  });

  it('a new redirect is followed by the 404 check at once, is audited, and can be found in the list', async () => {
    const created = await call(listRoute.POST, 'POST', '/api/admin/presmerovani', {
      token: sessions.superadmin,
      body: { ...valid, from_path: '/Letná-akcia/' },
    });
    expect(created.status).toBe(201);
    const redirect = await created.json();
    expect(redirect).toMatchObject({ from_path: '/Letná-akcia', to_path: '/slevy', status_code: 301 });
    expect(await check('Let%C3%A1-akcia')).toBeNull();
    expect(await check('Letn%C3%A1-akcia')).toEqual({ to: '/slevy', status_code: 301 });
    expect(await check('en/Letn%C3%A1-akcia')).toEqual({ to: '/en/slevy', status_code: 301 });
    // The server answers it itself, at once, before any page or script: a search engine sees the move.
    expect(await visit('/Letn%C3%A1-akcia?utm_source=letak')).toEqual({
      status: 301,
      location: 'http://localhost:3000/slevy?utm_source=letak',
    });
    expect(await visit('/Letn%C3%A1-akcia', 'cs-CZ,cs;q=0.9')).toEqual({
      status: 301,
      location: 'http://localhost:3000/cs/slevy',
    });

    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.section, 'presmerovani'));
    expect(audit).toMatchObject({ action: 'create', entityId: String(redirect.id) });

    const list = await call(listRoute.GET, 'GET', '/api/admin/presmerovani?q=letn&sort=to_path&dir=desc', {
      token: sessions.superadmin,
    });
    expect(list.status).toBe(200);
    expect((await list.json()).items).toEqual([expect.objectContaining({ id: redirect.id })]);

    const changed = await call(itemRoute.PUT, 'PUT', `/api/admin/presmerovani/${redirect.id}`, {
      token: sessions.superadmin,
      body: { from_path: '/Letná-akcia', to_path: 'https://www.example.com/leto', status_code: '302' },
      params: { id: String(redirect.id) },
    });
    expect(changed.status).toBe(200);
    expect(await check('Letn%C3%A1-akcia')).toEqual({ to: 'https://www.example.com/leto', status_code: 302 });
    expect(await visit('/Letn%C3%A1-akcia')).toEqual({
      status: 302,
      location: 'https://www.example.com/leto',
    });

    const removed = await call(itemRoute.DELETE, 'DELETE', `/api/admin/presmerovani/${redirect.id}`, {
      token: sessions.superadmin,
      params: { id: String(redirect.id) },
    });
    expect(removed.status).toBe(204);
    expect(await check('Letn%C3%A1-akcia')).toBeNull();
    expect(await visit('/Letn%C3%A1-akcia')).toMatchObject({ status: 200, location: null });
    const gone = await call(itemRoute.GET, 'GET', `/api/admin/presmerovani/${redirect.id}`, {
      token: sessions.superadmin,
      params: { id: String(redirect.id) },
    });
    expect(gone.status).toBe(404);
  });

  it('refuses unsafe or malformed paths, a loop and a taken old path, and changes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, from_path: 'bez-lomky' }, 'from_path', 'redirectFrom'],
      [{ ...valid, from_path: '/' }, 'from_path', 'redirectFrom'],
      [{ ...valid, from_path: '//evil.example' }, 'from_path', 'redirectFrom'],
      [{ ...valid, from_path: '/a?b=1' }, 'from_path', 'redirectFrom'],
      [{ ...valid, to_path: 'javascript:alert(1)' }, 'to_path', 'redirectTarget'],
      [{ ...valid, to_path: '//evil.example/x' }, 'to_path', 'redirectTarget'],
      [{ ...valid, to_path: '/letna-akcia-2024/' }, 'to_path', 'redirectLoop'],
      [{ ...valid, status_code: 307 }, 'status_code', 'required'],
    ];
    for (const [body, field, rule] of cases) {
      const response = await call(listRoute.POST, 'POST', '/api/admin/presmerovani', {
        token: sessions.superadmin,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: [rule] } });
    }
    expect(await count()).toBe(before);

    // The seeded `/stary-katalog` exists: a second redirect for it is a conflict, also with a trailing slash.
    const taken = await call(listRoute.POST, 'POST', '/api/admin/presmerovani', {
      token: sessions.superadmin,
      body: { ...valid, from_path: '/stary-katalog/' },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      code: 'REDIRECT_FROM_TAKEN',
      message: 'A redirect for this path already exists.',
      fields: { from_path: ['redirectFromTaken'] },
    });
    expect(await count()).toBe(before);

    const missing = await call(itemRoute.PUT, 'PUT', '/api/admin/presmerovani/999999', {
      token: sessions.superadmin,
      body: valid,
      params: { id: '999999' },
    });
    expect(missing.status).toBe(404);
    const badId = await call(itemRoute.DELETE, 'DELETE', '/api/admin/presmerovani/abc', {
      token: sessions.superadmin,
      params: { id: 'abc' },
    });
    expect(badId.status).toBe(400);
    expect(await count()).toBe(before);
  });
});
