import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardPayments } from '@/lib/server/db/schema';
import { insertOrderFixture, orderRow } from '@/tests/support/order-fixtures';
import { orderPagePost } from './support/order-pay-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The set-up a shop gets when nobody chose a gateway (PAYMENT_GATEWAY unset): the development gateway, which
 * approves whatever its visitor approves, must not be able to pay an order, even one whose card payment was
 * started while it was on. (The other API tests run with PAYMENT_GATEWAY=dev, as `npm start` does.)
 */
const current = vi.hoisted(() => {
  vi.stubEnv('PAYMENT_GATEWAY', undefined);
  return { database: undefined as TestDatabase | undefined };
});
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/db')>()),
  getDatabase: async () => current.database!,
  getDb: async () => current.database!.db,
}));

const pay = await import('@/app/api/order/pay/route');
const gateway = await import('@/app/api/dev/payment-gateway/route');

const params = { params: Promise.resolve({}) };

describe.each(drivers)('card payments without a configured gateway on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 0 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('offer no gateway to pay an order, and the development gateway pays nothing', async () => {
    const db = current.database!.db;
    const order = await insertOrderFixture(db, { paymentType: 'CARD' });

    const started = await pay.POST(
      orderPagePost('/api/order/pay', { id: order.id, token: order.token }),
      params,
    );
    expect(started.status).toBe(503);
    expect(await started.json()).toMatchObject({ code: 'CARD_PAYMENTS_DISABLED' });

    const paymentId = randomBytes(24).toString('base64url');
    await db.insert(cardPayments).values({
      gatewayPaymentId: paymentId,
      gateway: 'dev',
      orderId: order.id,
      amount: 307_900,
      currency: 'CZK',
    });
    const approved = await gateway.POST(
      orderPagePost('/api/dev/payment-gateway', { payment_id: paymentId, result: 'approved' }),
      params,
    );
    expect(approved.status).toBe(404);
    expect(await orderRow(db, order.id)).toMatchObject({ paidWithVat: 0, paymentStatus: 'unpaid' });
  });
});
