import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/config/env';
import { getDatabase } from '@/lib/server/db';
import { openPostgres } from '@/lib/server/db/connect';
import { pickVariant } from './cart-helpers';
import { fillCheckout, loadCheckoutRoutes, submit } from './order-helpers';
import { expectAllAnswered, expectAllUnavailable, representativeCalls } from './support/outage-calls';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createPostgresDatabase, testMediaDir } from './support/test-database';

/** The shop's own database code (getDatabase, its pool and timeouts) reaches PostgreSQL through the proxy. */
const target = vi.hoisted(() => ({ url: '' }));
vi.mock('@/lib/config/env', async (importOriginal) => {
  const original = (await importOriginal<typeof import('@/lib/config/env')>()).env;
  return {
    env: {
      ...original,
      get DATABASE_URL() {
        return target.url || undefined;
      },
    },
  };
});

const routes = await loadCheckoutRoutes();

describe.runIf(env.TEST_DATABASE_URL)('PostgreSQL going away and coming back', () => {
  let proxy: TcpProxy;
  let drop: () => Promise<void>;
  let variantId: number;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

  beforeAll(async () => {
    const created = await createPostgresDatabase({ products: 20, mediaDir: testMediaDir });
    drop = created.drop;
    const direct = await openPostgres(created.url, 1);
    variantId = (
      await pickVariant(
        direct.db,
        sql`not v.backorder and v.stock >= 50 and v.min_quantity = 1 and v.step_quantity = 1`,
      )
    ).id;
    await direct.close();
    const server = new URL(env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const proxied = new URL(created.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    target.url = proxied.toString();
  });
  afterAll(async () => {
    await (await getDatabase().catch(() => null))?.close();
    await proxy?.cut();
    await drop?.();
  });

  it('down before the first request: 503 at once; opened on the first request after it is back', async () => {
    const calls = await representativeCalls(variantId);
    await proxy.cut();
    await expectAllUnavailable(calls);
    await proxy.restore();
    await expectAllAnswered(calls);
  });

  it('gone under the open pool, requests in flight: 503 at once, then the same pool serves again', async () => {
    const calls = await representativeCalls(variantId);
    const database = await getDatabase();
    const { cartToken } = await fillCheckout(routes, database.db, [{ variantId, quantity: 1 }]);
    const idempotencyKey = randomUUID();

    // Reads and transactions (a new cart, a session) cut mid-way: each is answered, or refused with 503.
    const inFlight = calls
      .flatMap((each) => [each, each])
      .map(async ({ name, status, send }) => ({ name, status, answer: (await send()).status }));
    await proxy.cut();
    for (const { name, status, answer } of await Promise.all(inFlight)) {
      expect([status, 503], name).toContain(answer);
    }
    await expectAllUnavailable(calls);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Database unavailable: (ECONNREFUSED|Connection terminated)/),
    );
    expect((await submit(routes, { cartToken, idempotencyKey })).status).toBe(503);

    await proxy.restore();
    await expectAllAnswered(calls);
    expect(await getDatabase()).toBe(database);
    const placed = await submit(routes, { cartToken, idempotencyKey });
    expect(placed.status).toBe(201);
  });
});
