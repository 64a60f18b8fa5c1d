import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { auditLog, cmsPages } from '@/lib/server/db/schema';
import { getCmsPageByKey, getCmsPageBySlug } from '@/lib/server/services/content/cms-pages';
import { call } from './support/b2b-calls';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const listRoute = await import('@/app/api/admin/stranky/route');
const itemRoute = await import('@/app/api/admin/stranky/[id]/route');

const none = { slug: '', title: '', meta_description: '', content: '' };

function pageBody(overrides: Record<string, unknown> = {}) {
  return {
    key: 'e2e-servis',
    is_active: true,
    translations: {
      sk: {
        slug: 'servis-riadu',
        title: 'Servis riadu',
        meta_description: 'Opravy a brúsenie',
        content:
          '<h2>Servis</h2><p onclick="alert(1)">Brúsime <strong>nože</strong>.</p><script>alert(2)</script>',
      },
      cs: none,
      en: none,
    },
    ...overrides,
  };
}

describe.each(drivers)('admin CMS pages (stranky) on %s', (driver) => {
  let database: TestDatabase;
  let sessions: Record<AdminCallerKey, string>;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
    sessions = await adminSessions(database.db);
  });
  afterAll(async () => database?.dispose());

  const pageCount = async () => (await database.db.select().from(cmsPages)).length;

  it('dealers and the superadmin may manage pages; others are refused', async () => {
    const allowed = ['dealer', 'superadmin'] as const;
    const params = { id: '1' };
    await expectOnlyRolesMayCall(listRoute.GET, 'GET', '/api/admin/stranky', sessions, allowed);
    await expectOnlyRolesMayCall(listRoute.POST, 'POST', '/api/admin/stranky', sessions, allowed, {
      body: pageBody(),
    });
    await expectOnlyRolesMayCall(itemRoute.PUT, 'PUT', '/api/admin/stranky/1', sessions, allowed, {
      body: pageBody(),
      params,
    });
    await expectOnlyRolesMayCall(itemRoute.DELETE, 'DELETE', '/api/admin/stranky/1', sessions, allowed, {
      params,
    });
  });

  it('a new page is sanitized, shown by the shop, changed, and deleted', async () => {
    const created = await call(listRoute.POST, 'POST', '/api/admin/stranky', {
      token: sessions.dealer,
      body: pageBody(),
    });
    expect(created.status).toBe(201);
    const page = await created.json();
    expect(page.translations.sk.content).toBe('<h2>Servis</h2><p>Brúsime <strong>nože</strong>.</p>');
    expect(page.urls).toEqual({ sk: '/stranky/servis-riadu' });
    expect(await getCmsPageBySlug(database.db, 'servis-riadu', 'sk')).toMatchObject({
      title: 'Servis riadu',
    });
    expect(await getCmsPageBySlug(database.db, 'servis-riadu', 'cs')).toBeNull();

    const changed = await call(itemRoute.PUT, 'PUT', `/api/admin/stranky/${page.id}`, {
      token: sessions.dealer,
      params: { id: String(page.id) },
      body: pageBody({
        translations: {
          sk: { ...pageBody().translations.sk, title: 'Servis a opravy' },
          cs: {
            slug: 'servis-nadobi',
            title: 'Servis nádobí',
            meta_description: '',
            content: '<p>Brousíme.</p>',
          },
          en: none,
        },
      }),
    });
    expect(changed.status).toBe(200);
    expect(await getCmsPageBySlug(database.db, 'servis-riadu', 'sk')).toMatchObject({
      title: 'Servis a opravy',
    });
    expect(await getCmsPageBySlug(database.db, 'servis-nadobi', 'cs')).toMatchObject({
      content: '<p>Brousíme.</p>',
    });

    const list = await call(listRoute.GET, 'GET', '/api/admin/stranky?q=nadobi', { token: sessions.dealer });
    expect((await list.json()).items).toEqual([
      expect.objectContaining({ key: 'e2e-servis', locales: ['cs', 'sk'], is_fixed: false }),
    ]);

    const removed = await call(itemRoute.DELETE, 'DELETE', `/api/admin/stranky/${page.id}`, {
      token: sessions.dealer,
      params: { id: String(page.id) },
    });
    expect(removed.status).toBe(204);
    expect(await getCmsPageBySlug(database.db, 'servis-riadu', 'sk')).toBeNull();
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.section, 'stranky'))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(['create', 'update', 'delete']);
  });

  it('a fixed page can be hidden but keeps its key and cannot be deleted', async () => {
    const [terms] = await database.db.select().from(cmsPages).where(eq(cmsPages.key, 'terms'));
    const params = { id: String(terms!.id) };
    const current = await (
      await call(itemRoute.GET, 'GET', `/api/admin/stranky/${terms!.id}`, {
        token: sessions.superadmin,
        params,
      })
    ).json();
    expect(current.is_fixed).toBe(true);

    const renamed = await call(itemRoute.PUT, 'PUT', `/api/admin/stranky/${terms!.id}`, {
      token: sessions.superadmin,
      params,
      body: { key: 'podmienky', is_active: true, translations: current.translations },
    });
    expect(renamed.status).toBe(422);
    expect(await renamed.json()).toMatchObject({ code: 'CMS_PAGE_FIXED', fields: { key: ['cmsKeyFixed'] } });

    const deleted = await call(itemRoute.DELETE, 'DELETE', `/api/admin/stranky/${terms!.id}`, {
      token: sessions.superadmin,
      params,
    });
    expect(deleted.status).toBe(422);
    expect(await getCmsPageByKey(database.db, 'terms', 'sk')).not.toBeNull();

    const hidden = await call(itemRoute.PUT, 'PUT', `/api/admin/stranky/${terms!.id}`, {
      token: sessions.superadmin,
      params,
      body: { key: 'terms', is_active: false, translations: current.translations },
    });
    expect(hidden.status).toBe(200);
    expect(await getCmsPageByKey(database.db, 'terms', 'sk')).toBeNull();
    await call(itemRoute.PUT, 'PUT', `/api/admin/stranky/${terms!.id}`, {
      token: sessions.superadmin,
      params,
      body: { key: 'terms', is_active: true, translations: current.translations },
    });
  });

  it('refuses incomplete, badly named or taken pages and changes nothing', async () => {
    const before = await pageCount();
    const [terms] = await database.db.select().from(cmsPages).where(eq(cmsPages.key, 'terms'));
    const termsPage = await (
      await call(itemRoute.GET, 'GET', `/api/admin/stranky/${terms!.id}`, {
        token: sessions.superadmin,
        params: { id: String(terms!.id) },
      })
    ).json();
    const sk = pageBody().translations.sk;
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [pageBody({ key: 'Zlý kľúč' }), 400, { fields: { key: ['slug'] } }],
      [
        pageBody({ translations: { sk: none, cs: none, en: none } }),
        400,
        { fields: { 'translations.sk.title': ['cmsTranslationRequired'] } },
      ],
      [
        pageBody({ translations: { sk: { ...sk, title: '' }, cs: none, en: none } }),
        400,
        { fields: { 'translations.sk.title': ['required'] } },
      ],
      [
        pageBody({ translations: { sk: { ...sk, slug: 'Servis Riadu' }, cs: none, en: none } }),
        400,
        { fields: { 'translations.sk.slug': ['slug'] } },
      ],
      [pageBody({ key: 'terms' }), 409, { code: 'CMS_PAGE_KEY_TAKEN', fields: { key: ['cmsKeyTaken'] } }],
      [
        pageBody({
          translations: { sk: { ...sk, slug: termsPage.translations.sk.slug }, cs: none, en: none },
        }),
        409,
        { code: 'CMS_PAGE_SLUG_TAKEN', fields: { 'translations.sk.slug': ['slugTaken'] } },
      ],
    ];
    for (const [body, status, expected] of cases) {
      const response = await call(listRoute.POST, 'POST', '/api/admin/stranky', {
        token: sessions.dealer,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toMatchObject(expected);
    }
    expect(await pageCount()).toBe(before);
  });
});
