import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '@/lib/config/channels';
import { provideDatabase } from '@/lib/server/db';
import { auditLog, settings } from '@/lib/server/db/schema';
import {
  SETTING_EXCHANGE_RATE_EUR_CZK,
  SETTING_MAX_CART_DISCOUNT_PERCENT,
  SETTING_PARTNER_DISCOUNT_PERCENT,
  type SettingKey,
} from '@/lib/server/db/settings-keys';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { listProductCardsByIds } from '@/lib/server/services/product-cards';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { call } from './support/b2b-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const exchangeRoute = await import('@/app/api/admin/nastavit-kurz/route');
const maxDiscountRoute = await import('@/app/api/admin/nastavit-maximalni-slevu-v-kosiku/route');
const partnerRoute = await import('@/app/api/admin/sleva-na-14-dni/route');

type Handler = typeof exchangeRoute.PUT;

describe.each(drivers)('admin settings on %s', (driver) => {
  let database: TestDatabase;
  let sessions: Record<AdminCallerKey, string>;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 40 });
    provideDatabase(() => database);
    sessions = await adminSessions(database.db);
  });
  afterAll(async () => database?.dispose());

  async function stored(key: SettingKey): Promise<string | undefined> {
    const [row] = await database.db.select().from(settings).where(eq(settings.key, key));
    return row?.value;
  }

  const put = (handler: Handler, path: string, body: unknown) =>
    call(handler, 'PUT', path, { token: sessions.superadmin, body });

  const cases: {
    handler: { GET: Handler; PUT: Handler };
    path: string;
    key: SettingKey;
    good: Record<string, number>;
    stored: string;
    bad: unknown[];
  }[] = [
    {
      handler: exchangeRoute,
      path: '/api/admin/nastavit-kurz',
      key: SETTING_EXCHANGE_RATE_EUR_CZK,
      good: { rate: 24.5 },
      stored: '24.5',
      bad: [{ rate: 0 }, { rate: 1001 }, { rate: 25.12345 }, { rate: '25' }, {}],
    },
    {
      handler: maxDiscountRoute,
      path: '/api/admin/nastavit-maximalni-slevu-v-kosiku',
      key: SETTING_MAX_CART_DISCOUNT_PERCENT,
      good: { percent: 40 },
      stored: '40',
      bad: [{ percent: -1 }, { percent: 101 }, { percent: 12.5 }, { percent: null }],
    },
    {
      handler: partnerRoute,
      path: '/api/admin/sleva-na-14-dni',
      key: SETTING_PARTNER_DISCOUNT_PERCENT,
      good: { percent: 0 },
      stored: '0',
      bad: [{ percent: 100 }, { percent: -5 }, { percent: 2.5 }, { value: 3 }],
    },
  ];

  it.each(cases)(
    '$path is the superadmin’s; invalid values are refused and change nothing',
    async (setting) => {
      for (const method of ['GET', 'PUT'] as const) {
        await expectOnlyRolesMayCall(
          setting.handler[method],
          method,
          setting.path,
          sessions,
          ['superadmin'],
          method === 'PUT' ? { body: setting.good } : {},
        );
      }
      const before = await stored(setting.key);
      for (const body of setting.bad) {
        const response = await put(setting.handler.PUT, setting.path, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: expect.any(Object) });
      }
      expect(await stored(setting.key)).toBe(before);

      const saved = await put(setting.handler.PUT, setting.path, setting.good);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual(setting.good);
      expect(await stored(setting.key)).toBe(setting.stored);
      const read = await call(setting.handler.GET, 'GET', setting.path, { token: sessions.superadmin });
      expect(await read.json()).toEqual(setting.good);
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, setting.key));
      expect(audit).toMatchObject({ action: 'update', summary: `${before} → ${setting.stored}` });
    },
  );

  it('a new exchange rate reprices the Slovak shop’s derived EUR prices', async () => {
    const [derived] = sqlRows<{ product_id: number }>(
      await database.db.execute(sql`
        select v.product_id from variants v
        where v.is_active and not exists (
          select 1 from variant_prices vp where vp.variant_id = v.id and vp.channel = 'sk'
        ) and (select count(*) from variants other where other.product_id = v.product_id) = 1
        order by v.id limit 1
      `),
    );
    expect(derived, 'the seeded catalog has a product priced in CZK only').toBeDefined();
    const card = async () =>
      (
        await listProductCardsByIds(database.db, {
          locale: 'sk',
          channel: channels.sk,
          ids: [derived!.product_id],
        })
      )[0]!.price.withoutVat;
    await put(exchangeRoute.PUT, '/api/admin/nastavit-kurz', { rate: 25 });
    const at25 = await card();
    await put(exchangeRoute.PUT, '/api/admin/nastavit-kurz', { rate: 20 });
    const at20 = await card();
    expect(at20).toBeGreaterThan(at25);
    expect(Math.abs(at20 * 20 - at25 * 25)).toBeLessThan(25);
  });
});
