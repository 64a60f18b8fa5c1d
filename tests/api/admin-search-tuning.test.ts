import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channels } from '@/lib/config/channels';
import type { LastVisitedResponse } from '@/lib/api/contract/search';
import { auditLog, products, searchLog, variants } from '@/lib/server/db/schema';
import { rankProducts } from '@/lib/server/services/search/products';
import { loadSearchTerms } from '@/lib/server/services/search/synonyms';
import { call } from './support/b2b-calls';
import { searchesBy } from './support/search-log-rows';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current = vi.hoisted(() => ({ database: undefined as TestDatabase | undefined }));
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/db')>()),
  getDatabase: async () => current.database!,
  getDb: async () => current.database!.db,
}));

const boostListRoute = await import('@/app/api/admin/topovani/route');
const boostRoute = await import('@/app/api/admin/topovani/[id]/route');
const synonymsRoute = await import('@/app/api/admin/vyhledavani/synonyma/route');
const synonymRoute = await import('@/app/api/admin/vyhledavani/synonyma/[id]/route');
const pinsRoute = await import('@/app/api/admin/vyhledavani/pripnute/route');
const logRoute = await import('@/app/api/admin/vyhledavani/hladania/route');
const mostSearchedRoute = await import('@/app/api/admin/vyhledavani/najhladanejsie/route');
const hiddenTermsRoute = await import('@/app/api/admin/vyhledavani/najhladanejsie/skryte/route');
const suggestRoute = await import('@/app/api/search/suggest/route');

const db = () => current.database!.db;
const allowed = ['dealer', 'superadmin'] as const;
const auditCount = async () => (await db().select({ total: count() }).from(auditLog))[0]!.total;
const HIDDEN_TERMS = '/api/admin/vyhledavani/najhladanejsie/skryte';

/** The most searched terms a visitor of the shop in `locale` is shown. */
async function shopMostSearched(locale: 'sk' | 'cs' | 'en'): Promise<string[]> {
  const response = await suggestRoute.GET(
    new Request('http://localhost/api/search/suggest?type=last_visited_products', {
      headers: { 'x-user-locale': locale },
    }),
    { params: Promise.resolve({}) },
  );
  return ((await response.json()) as LastVisitedResponse).mostSearched.map(({ term }) => term);
}

function hideTerm(term: string, token: string) {
  return call(hiddenTermsRoute.POST, 'POST', HIDDEN_TERMS, { token, body: { term } });
}

function showTerm(term: string, token: string) {
  return call(hiddenTermsRoute.DELETE, 'DELETE', HIDDEN_TERMS, { token, body: { term } });
}

describe.each(drivers)('admin boost and search tuning on %s', (driver) => {
  let sessions: Record<AdminCallerKey, string>;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
    sessions = await adminSessions(db());
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('only dealers and superadmins may use the boost and search endpoints', async () => {
    const params = { id: '1' };
    await expectOnlyRolesMayCall(boostListRoute.GET, 'GET', '/api/admin/topovani', sessions, allowed);
    await expectOnlyRolesMayCall(boostRoute.PUT, 'PUT', '/api/admin/topovani/1', sessions, allowed, {
      body: { boost_score: 5 },
      params,
    });
    await expectOnlyRolesMayCall(boostRoute.DELETE, 'DELETE', '/api/admin/topovani/1', sessions, allowed, {
      params,
    });
    const synonym = { locale: 'sk', term: 'a', synonyms: ['b'] };
    await expectOnlyRolesMayCall(
      synonymsRoute.GET,
      'GET',
      '/api/admin/vyhledavani/synonyma',
      sessions,
      allowed,
    );
    await expectOnlyRolesMayCall(
      synonymsRoute.POST,
      'POST',
      '/api/admin/vyhledavani/synonyma',
      sessions,
      allowed,
      {
        body: synonym,
      },
    );
    await expectOnlyRolesMayCall(
      synonymRoute.PUT,
      'PUT',
      '/api/admin/vyhledavani/synonyma/1',
      sessions,
      allowed,
      {
        body: synonym,
        params,
      },
    );
    await expectOnlyRolesMayCall(
      synonymRoute.DELETE,
      'DELETE',
      '/api/admin/vyhledavani/synonyma/1',
      sessions,
      allowed,
      {
        params,
      },
    );
    await expectOnlyRolesMayCall(pinsRoute.GET, 'GET', '/api/admin/vyhledavani/pripnute', sessions, allowed);
    await expectOnlyRolesMayCall(
      pinsRoute.POST,
      'POST',
      '/api/admin/vyhledavani/pripnute',
      sessions,
      allowed,
      {
        body: { term: 'a', code: 'x', position: 0 },
      },
    );
    await expectOnlyRolesMayCall(
      pinsRoute.DELETE,
      'DELETE',
      '/api/admin/vyhledavani/pripnute',
      sessions,
      allowed,
      {
        body: { term: 'a', product_id: 1 },
      },
    );
    await expectOnlyRolesMayCall(logRoute.GET, 'GET', '/api/admin/vyhledavani/hladania', sessions, allowed);
    expect(await auditCount()).toBe(0);
  });

  it('a boost lifts the product to the top of the boost list; clearing sets it back to 0', async () => {
    const [last] = await db()
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(1)
      .offset(19);
    const id = last!.id;
    const set = await call(boostRoute.PUT, 'PUT', `/api/admin/topovani/${id}`, {
      token: sessions.dealer,
      body: { boost_score: 700 },
      params: { id: String(id) },
    });
    expect(set.status).toBe(204);
    const list = await (
      await call(boostListRoute.GET, 'GET', '/api/admin/topovani?boosted=1', { token: sessions.dealer })
    ).json();
    expect(
      list.items.map((item: { id: number; boost_score: number }) => [item.id, item.boost_score]),
    ).toEqual([[id, 700]]);

    const tooHigh = await call(boostRoute.PUT, 'PUT', `/api/admin/topovani/${id}`, {
      token: sessions.dealer,
      body: { boost_score: 5000 },
      params: { id: String(id) },
    });
    expect(tooHigh.status).toBe(400);
    expect((await tooHigh.json()).fields).toEqual({ boost_score: ['atMost|1000'] });
    const missing = await call(boostRoute.PUT, 'PUT', '/api/admin/topovani/999999', {
      token: sessions.dealer,
      body: { boost_score: 5 },
      params: { id: '999999' },
    });
    expect(missing.status).toBe(404);

    const cleared = await call(boostRoute.DELETE, 'DELETE', `/api/admin/topovani/${id}`, {
      token: sessions.dealer,
      params: { id: String(id) },
    });
    expect(cleared.status).toBe(204);
    const [row] = await db().select({ boost: products.boostScore }).from(products).where(eq(products.id, id));
    expect(row!.boost).toBe(0);
  });

  it('synonyms and pins apply to the shop search', async () => {
    const shop = { locale: 'sk' as const, channel: channels.cz, limit: 50 };
    const before = await rankProducts(db(), await loadSearchTerms(db(), 'zzkvetinac', 'sk'), shop);
    expect(before.total).toBe(0);
    const created = await call(synonymsRoute.POST, 'POST', '/api/admin/vyhledavani/synonyma', {
      token: sessions.dealer,
      body: { locale: 'sk', term: 'zzkvetinac', synonyms: [' tanier ', 'tanier'] },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ term: 'zzkvetinac', synonyms: ['tanier'] });
    const after = await rankProducts(db(), await loadSearchTerms(db(), 'zzkvetinac', 'sk'), shop);
    const plain = await rankProducts(db(), await loadSearchTerms(db(), 'tanier', 'sk'), shop);
    expect(after.total).toBe(plain.total);
    expect(after.total).toBeGreaterThan(0);

    const [variant] = await db()
      .select({ code: variants.code, productId: variants.productId })
      .from(variants)
      .where(eq(variants.productId, plain.hits.at(-1)!.id))
      .limit(1);
    const pinned = await call(pinsRoute.POST, 'POST', '/api/admin/vyhledavani/pripnute', {
      token: sessions.dealer,
      body: { term: 'Tanier', code: variant!.code.toLowerCase(), position: 0 },
    });
    expect(pinned.status).toBe(204);
    const withPin = await rankProducts(db(), await loadSearchTerms(db(), 'tanier', 'sk'), shop);
    expect(withPin.hits[0]!.id).toBe(variant!.productId);

    const unknown = await call(pinsRoute.POST, 'POST', '/api/admin/vyhledavani/pripnute', {
      token: sessions.dealer,
      body: { term: 'tanier', code: 'NO-SUCH-CODE', position: 0 },
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({
      code: 'PRODUCT_CODE_NOT_FOUND',
      fields: { code: ['productCode'] },
    });
    const pins = await (
      await call(pinsRoute.GET, 'GET', '/api/admin/vyhledavani/pripnute?q=tanier', { token: sessions.dealer })
    ).json();
    expect(pins.items).toEqual([
      expect.objectContaining({ term: 'Tanier', product_id: variant!.productId, position: 0 }),
    ]);

    const removed = await call(pinsRoute.DELETE, 'DELETE', '/api/admin/vyhledavani/pripnute', {
      token: sessions.dealer,
      body: { term: 'Tanier', product_id: variant!.productId },
    });
    expect(removed.status).toBe(204);
    const { id } = await (
      await call(synonymsRoute.GET, 'GET', '/api/admin/vyhledavani/synonyma?q=zzkvet', {
        token: sessions.dealer,
      })
    )
      .json()
      .then((list: { items: { id: number }[] }) => list.items[0]!);
    const deleted = await call(synonymRoute.DELETE, 'DELETE', `/api/admin/vyhledavani/synonyma/${id}`, {
      token: sessions.dealer,
      params: { id: String(id) },
    });
    expect(deleted.status).toBe(204);
    expect((await rankProducts(db(), await loadSearchTerms(db(), 'zzkvetinac', 'sk'), shop)).total).toBe(0);
  });

  it('refuses invalid synonyms and pins, changing nothing', async () => {
    const audited = await auditCount();
    const empty = await call(synonymsRoute.POST, 'POST', '/api/admin/vyhledavani/synonyma', {
      token: sessions.dealer,
      body: { locale: 'de', term: ' ', synonyms: [] },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields).toMatchObject({
      locale: expect.any(Array),
      term: ['required'],
      synonyms: ['required'],
    });
    const badPin = await call(pinsRoute.POST, 'POST', '/api/admin/vyhledavani/pripnute', {
      token: sessions.dealer,
      body: { term: 'x', code: 'y', position: -1 },
    });
    expect(badPin.status).toBe(400);
    const missingPin = await call(pinsRoute.DELETE, 'DELETE', '/api/admin/vyhledavani/pripnute', {
      token: sessions.dealer,
      body: { term: 'never', product_id: 1 },
    });
    expect(missingPin.status).toBe(404);
    expect(await auditCount()).toBe(audited);
  });

  it('lists the searches newest first and those without a result', async () => {
    await db()
      .insert(searchLog)
      .values([
        {
          term: 'wok',
          normalizedTerm: 'wok',
          resultCount: 0,
          locale: 'sk',
          channel: 'sk',
          createdAt: new Date('2026-11-01T10:00:00Z'),
        },
        {
          term: 'tanier',
          normalizedTerm: 'tanier',
          resultCount: 12,
          locale: 'cs',
          channel: 'cz',
          createdAt: new Date('2026-11-02T10:00:00Z'),
        },
      ]);
    const all = await (
      await call(logRoute.GET, 'GET', '/api/admin/vyhledavani/hladania', { token: sessions.dealer })
    ).json();
    expect(all.items.slice(0, 2).map((row: { term: string }) => row.term)).toEqual(['tanier', 'wok']);
    expect(all.items[0]).toMatchObject({
      result_count: 12,
      locale: 'cs',
      channel: 'cz',
      created_at: '2026-11-02T10:00:00.000Z',
    });
    const failed = await (
      await call(logRoute.GET, 'GET', '/api/admin/vyhledavani/hladania?no_result=1&channel=sk', {
        token: sessions.dealer,
      })
    ).json();
    expect(failed.items.map((row: { term: string }) => row.term)).toEqual(['wok']);
    const bad = await call(logRoute.GET, 'GET', '/api/admin/vyhledavani/hladania?no_result=yes', {
      token: sessions.dealer,
    });
    expect(bad.status).toBe(400);
    expect(
      await db()
        .select({ total: count() })
        .from(searchLog)
        .where(and(eq(searchLog.term, 'wok'))),
    ).toEqual([{ total: 1 }]);
  });

  it('only dealers and superadmins may list, hide and show most searched terms', async () => {
    const audited = await auditCount();
    const path = '/api/admin/vyhledavani/najhladanejsie';
    await expectOnlyRolesMayCall(mostSearchedRoute.GET, 'GET', path, sessions, allowed);
    for (const [handler, method] of [
      [hiddenTermsRoute.POST, 'POST'],
      [hiddenTermsRoute.DELETE, 'DELETE'],
    ] as const) {
      await expectOnlyRolesMayCall(handler, method, HIDDEN_TERMS, sessions, allowed, {
        body: { term: 'sklenice' },
      });
    }
    expect(await auditCount()).toBe(audited);
  });

  it('a hidden term, in any spelling, leaves the shop’s most searched terms at once and comes back when shown again', async () => {
    await db()
      .insert(searchLog)
      .values([
        ...searchesBy(['a1', 'a2', 'a3', 'a4'], {
          term: 'Sklenice',
          normalizedTerm: 'sklenice',
          locale: 'cs',
        }),
        ...searchesBy(['a1', 'a2', 'a3'], { term: 'hrnek', normalizedTerm: 'hrnek', locale: 'cs' }),
      ]);
    expect(await shopMostSearched('cs')).toEqual(['sklenice', 'hrnek']);
    const listed = await call(mostSearchedRoute.GET, 'GET', '/api/admin/vyhledavani/najhladanejsie', {
      token: sessions.dealer,
    });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({
      shown: [
        { locale: 'cs', term: 'sklenice', visitors: 4 },
        { locale: 'cs', term: 'hrnek', visitors: 3 },
      ],
      hidden: [],
    });

    const audited = await auditCount();
    expect((await hideTerm('SKLENICE', sessions.dealer)).status).toBe(204);
    expect(await shopMostSearched('cs')).toEqual(['hrnek']);
    const afterHiding = await (
      await call(mostSearchedRoute.GET, 'GET', '/api/admin/vyhledavani/najhladanejsie', {
        token: sessions.superadmin,
      })
    ).json();
    expect(afterHiding).toEqual({
      shown: [{ locale: 'cs', term: 'hrnek', visitors: 3 }],
      hidden: [{ term: 'SKLENICE', hidden_at: expect.any(String) }],
    });
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      section: 'vyhledavani',
      action: 'most-searched-hide',
      summary: 'SKLENICE',
    });
    expect((await hideTerm('sklenice', sessions.dealer)).status).toBe(204);
    expect(await auditCount()).toBe(audited + 1);

    expect((await showTerm('Sklenice', sessions.superadmin)).status).toBe(204);
    expect(await shopMostSearched('cs')).toEqual(['sklenice', 'hrnek']);
    const [shown] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(shown).toMatchObject({ action: 'most-searched-show', summary: 'SKLENICE' });
    const notHidden = await showTerm('sklenice', sessions.dealer);
    expect(notHidden.status).toBe(404);
    expect(await notHidden.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('refuses a term without a letter or digit to hide or show, changing nothing', async () => {
    const audited = await auditCount();
    for (const term of ['', ' ', '?!', 'x'.repeat(101)]) {
      const response = await hideTerm(term, sessions.dealer);
      expect(response.status, JSON.stringify(term)).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { term: expect.any(Array) },
      });
    }
    expect((await showTerm('?!', sessions.dealer)).status).toBe(400);
    expect(await auditCount()).toBe(audited);
  });
});
