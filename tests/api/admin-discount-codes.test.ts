import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { auditLog, discountCodes } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { call } from './support/b2b-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const listRoute = await import('@/app/api/admin/slevove-kody/route');
const itemRoute = await import('@/app/api/admin/slevove-kody/[id]/route');

const valid = {
  code: 'jar2026',
  kind: 'percent',
  value: 12,
  channel: 'cz',
  audience: 'b2c',
  valid_from: '2026-03-01',
  valid_to: '2026-03-31',
  usage_limit: 50,
  min_order_total: 100_000,
  is_active: true,
};

describe.each(drivers)('admin discount codes on %s', (driver) => {
  let database: TestDatabase;
  let sessions: Record<AdminCallerKey, string>;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
    sessions = await adminSessions(database.db);
  });
  afterAll(async () => database?.dispose());

  const codeCount = async () =>
    Number(
      sqlRows<{ n: number | string }>(
        await database.db.execute(sql`select count(*) as n from discount_codes`),
      )[0]!.n,
    );

  it('dealers and superadmins manage codes; anyone else is refused', async () => {
    const allowed: AdminCallerKey[] = ['dealer', 'superadmin'];
    await expectOnlyRolesMayCall(listRoute.GET, 'GET', '/api/admin/slevove-kody', sessions, allowed);
    await expectOnlyRolesMayCall(listRoute.POST, 'POST', '/api/admin/slevove-kody', sessions, allowed, {
      body: valid,
    });
    const [first] = await database.db.select().from(discountCodes).limit(1);
    const params = { id: String(first!.id) };
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      await expectOnlyRolesMayCall(
        itemRoute[method],
        method,
        `/api/admin/slevove-kody/${first!.id}`,
        sessions,
        allowed,
        {
          params,
          ...(method === 'PUT' ? { body: valid } : {}),
        },
      );
    }
    expect(await codeCount()).toBeGreaterThan(0);
    const [still] = await database.db.select().from(discountCodes).where(eq(discountCodes.id, first!.id));
    expect(still).toEqual(first);
  });

  it('creates, lists, edits and deletes a code, each change audited', async () => {
    const created = await call(listRoute.POST, 'POST', '/api/admin/slevove-kody', {
      token: sessions.dealer,
      body: valid,
    });
    expect(created.status).toBe(201);
    const code = await created.json();
    expect(code).toMatchObject({ ...valid, code: 'JAR2026', used_count: 0 });

    const [row] = await database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    // The validity covers both days whole, in the shop's calendar (CET in March).
    expect(row!.validFrom!.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(row!.validTo!.toISOString()).toBe('2026-03-31T21:59:59.999Z');

    const list = await call(listRoute.GET, 'GET', '/api/admin/slevove-kody?q=jar&sort=value&dir=desc', {
      token: sessions.dealer,
    });
    expect((await list.json()).items.map((item: { code: string }) => item.code)).toEqual(['JAR2026']);

    const params = { id: String(code.id) };
    const updated = await call(itemRoute.PUT, 'PUT', `/api/admin/slevove-kody/${code.id}`, {
      token: sessions.superadmin,
      params,
      body: { ...valid, kind: 'amount', value: 25_000, valid_from: null, valid_to: null, usage_limit: null },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      kind: 'amount',
      value: 25_000,
      valid_to: null,
      usage_limit: null,
    });

    const inactive = await call(listRoute.GET, 'GET', '/api/admin/slevove-kody?state=inactive&q=jar', {
      token: sessions.dealer,
    });
    expect((await inactive.json()).total).toBe(0);

    const deleted = await call(itemRoute.DELETE, 'DELETE', `/api/admin/slevove-kody/${code.id}`, {
      token: sessions.dealer,
      params,
    });
    expect(deleted.status).toBe(204);
    const gone = await call(itemRoute.GET, 'GET', `/api/admin/slevove-kody/${code.id}`, {
      token: sessions.dealer,
      params,
    });
    expect(gone.status).toBe(404);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(code.id)));
    expect(audits.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses invalid codes and a code that exists in another case, changing nothing', async () => {
    const before = await codeCount();
    const bad: [Record<string, unknown>, string][] = [
      [{ ...valid, code: 'a' }, 'code'],
      [{ ...valid, code: 'ŽĽTÝ KÓD' }, 'code'],
      [{ ...valid, value: 150 }, 'value'],
      [{ ...valid, value: 0 }, 'value'],
      [{ ...valid, kind: 'amount', channel: null, min_order_total: 0 }, 'channel'],
      [{ ...valid, channel: null }, 'channel'],
      [{ ...valid, valid_from: '2026-04-01' }, 'valid_to'],
      [{ ...valid, usage_limit: 0 }, 'usage_limit'],
      [{ ...valid, audience: 'vip' }, 'audience'],
    ];
    for (const [body, field] of bad) {
      const response = await call(listRoute.POST, 'POST', '/api/admin/slevove-kody', {
        token: sessions.dealer,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { [field]: expect.any(Array) },
      });
    }
    const taken = await call(listRoute.POST, 'POST', '/api/admin/slevove-kody', {
      token: sessions.dealer,
      body: { ...valid, code: 'vitajte10' },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      code: 'DISCOUNT_CODE_TAKEN',
      fields: { code: ['codeTaken'] },
    });
    expect(await codeCount()).toBe(before);
  });
});
