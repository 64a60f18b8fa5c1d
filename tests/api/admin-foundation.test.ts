import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { auditLog, searchLog } from '@/lib/server/db/schema';
import { recordAudit } from '@/lib/server/services/admin/audit-log';
import type { AdminCaller } from '@/lib/server/services/admin/admin-caller';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { call, userIdOf } from './support/b2b-calls';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const auditRoute = await import('@/app/api/admin/audit-log/route');
const dashboardRoute = await import('@/app/api/admin/dashboard/route');

describe.each(drivers)('admin foundation on %s', (driver) => {
  let database: TestDatabase;
  let sessions: Record<AdminCallerKey, string>;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
    sessions = await adminSessions(database.db);
  });
  afterAll(async () => database?.dispose());

  it('the audit log is for superadmins only and lists changes newest first, searchable', async () => {
    await expectOnlyRolesMayCall(auditRoute.GET, 'GET', '/api/admin/audit-log', sessions, ['superadmin']);
    const email = demoUser('dealer').email;
    const dealer = {
      user: { id: await userIdOf(database.db, email), email },
      section: 'objednavky',
    } as AdminCaller;
    await recordAudit(database.db, dealer, { action: 'status', entityId: 17, summary: 'new → confirmed' });
    await recordAudit(
      database.db,
      { ...dealer, section: 'zakaznici' },
      { action: 'update', entityId: 3, summary: 'is_blocked' },
    );

    const response = await call(auditRoute.GET, 'GET', '/api/admin/audit-log', {
      token: sessions.superadmin,
    });
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({
      section: 'zakaznici',
      action: 'update',
      entity_id: '3',
      summary: 'is_blocked',
    });
    expect(list.items[1]).toMatchObject({ user_email: expect.stringContaining('@'), section: 'objednavky' });

    const searched = await call(auditRoute.GET, 'GET', '/api/admin/audit-log?q=confirmed', {
      token: sessions.superadmin,
    });
    expect((await searched.json()).items.map((item: { entity_id: string }) => item.entity_id)).toEqual([
      '17',
    ]);

    const bad = await call(auditRoute.GET, 'GET', '/api/admin/audit-log?per_page=7', {
      token: sessions.superadmin,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { per_page: expect.any(Array) },
    });
    await database.db.delete(auditLog);
  });

  it('the dashboard counts searches without a result for dealers and superadmins', async () => {
    await expectOnlyRolesMayCall(dashboardRoute.GET, 'GET', '/api/admin/dashboard', sessions, [
      'dealer',
      'superadmin',
    ]);
    await database.db.insert(searchLog).values([
      { term: 'Wok', normalizedTerm: 'wok', resultCount: 0, locale: 'sk', channel: 'sk' },
      { term: 'wok', normalizedTerm: 'wok', resultCount: 0, locale: 'sk', channel: 'sk' },
      { term: 'tanier', normalizedTerm: 'tanier', resultCount: 12, locale: 'sk', channel: 'sk' },
    ]);
    const response = await call(dashboardRoute.GET, 'GET', '/api/admin/dashboard', {
      token: sessions.dealer,
    });
    expect(response.status).toBe(200);
    const dashboard = await response.json();
    expect(dashboard.searchesWithoutResult).toEqual([{ term: 'wok', searches: 2 }]);
    expect(dashboard.ordersToday).toBe(0);
    expect(dashboard.revenueToday).toEqual([]);
  });
});
