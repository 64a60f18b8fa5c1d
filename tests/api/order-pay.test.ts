import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardPayments, orderPayments } from '@/lib/server/db/schema';
import { insertOrderFixture, orderRow, type OrderFixture } from '@/tests/support/order-fixtures';
import { orderPagePost } from './support/order-pay-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current = vi.hoisted(() => ({ database: undefined as TestDatabase | undefined }));
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/db')>()),
  getDatabase: async () => current.database!,
  getDb: async () => current.database!.db,
}));

const pay = await import('@/app/api/order/pay/route');
const gateway = await import('@/app/api/dev/payment-gateway/route');

const params = { params: Promise.resolve({}) };

async function startPayment(order: Pick<OrderFixture, 'id' | 'token'>) {
  return pay.POST(orderPagePost('/api/order/pay', { id: order.id, token: order.token }), params);
}

async function paymentIdOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  const { redirect_url } = (await response.json()) as { redirect_url: string };
  const match = /^\/cs\/dev\/platebni-brana\/([A-Za-z0-9_-]{32})$/.exec(redirect_url);
  expect(match, redirect_url).not.toBeNull();
  return match![1]!;
}

function answer(paymentId: string, result: 'approved' | 'declined') {
  return gateway.POST(orderPagePost('/api/dev/payment-gateway', { payment_id: paymentId, result }), params);
}

describe.each(drivers)('paying an order by card on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 0 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('declines without charging, then approves: the order is paid and the customer lands on the thank-you page', async () => {
    const db = current.database!.db;
    const order = await insertOrderFixture(db, { paymentType: 'CARD' });
    const declinedId = await paymentIdOf(await startPayment(order));

    const declined = await answer(declinedId, 'declined');
    expect(declined.status).toBe(200);
    expect(await declined.json()).toEqual({
      redirect_url: `/cs/dokoncenie-objednavky/${order.id}/${order.token}?payment=declined`,
    });
    expect(await orderRow(db, order.id)).toMatchObject({ paidWithVat: 0, paymentStatus: 'unpaid' });

    const again = await answer(declinedId, 'approved');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      code: 'CARD_PAYMENT_RESOLVED',
      message: 'This payment has already been processed.',
    });

    const approvedId = await paymentIdOf(await startPayment(order));
    const approved = await answer(approvedId, 'approved');
    expect(await approved.json()).toEqual({
      redirect_url: `/cs/objednavka/dakujeme/${order.id}/${order.token}`,
    });
    expect(await orderRow(db, order.id)).toMatchObject({ paidWithVat: 307_900, paymentStatus: 'paid' });
    const ledger = await db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(ledger.map((row) => [row.amountWithVat, row.reference])).toEqual([
      [307_900, `card:dev:${approvedId}`],
    ]);
    const attempts = await db
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.orderId, order.id))
      .orderBy(cardPayments.id);
    expect(attempts.map((row) => [row.amount, row.currency, row.status])).toEqual([
      [307_900, 'CZK', 'declined'],
      [307_900, 'CZK', 'approved'],
    ]);

    const nothingLeft = await startPayment(order);
    expect(nothingLeft.status).toBe(422);
    expect(await nothingLeft.json()).toEqual({
      code: 'ORDER_NOTHING_DUE',
      message: 'Nothing on this order is to be paid by card.',
    });
  });

  it('takes the deposit rest by card once the deposit is paid', async () => {
    const db = current.database!.db;
    const order = await insertOrderFixture(db, {
      depositRest: { payNow: 100_000, type: 'CARD' },
      paid: 100_000,
    });
    const paymentId = await paymentIdOf(await startPayment(order));
    const [attempt] = await db
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.gatewayPaymentId, paymentId));
    expect(attempt!.amount).toBe(207_900);
    await answer(paymentId, 'approved');
    expect(await orderRow(db, order.id)).toMatchObject({ paidWithVat: 307_900, paymentStatus: 'paid' });
  });

  it('declines a second approval of an amount that another attempt has paid', async () => {
    const db = current.database!.db;
    const order = await insertOrderFixture(db, { paymentType: 'CARD' });
    const first = await paymentIdOf(await startPayment(order));
    const second = await paymentIdOf(await startPayment(order));
    await answer(first, 'approved');
    const late = await answer(second, 'approved');
    expect((await late.json()).redirect_url).toMatch(/\?payment=declined$/);
    expect(await orderRow(db, order.id)).toMatchObject({ paidWithVat: 307_900 });
  });

  it('refuses a bank-transfer order, a wrong token and an unknown payment', async () => {
    const db = current.database!.db;
    const order = await insertOrderFixture(db, { paymentType: 'BANK_TRANSFER' });
    expect((await startPayment(order)).status).toBe(422);
    const wrong = await startPayment({ id: order.id, token: 'x'.repeat(43) });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({ code: 'NOT_FOUND' });
    const unknown = await answer('y'.repeat(32), 'approved');
    expect(unknown.status).toBe(404);
    const invalid = await gateway.POST(
      orderPagePost('/api/dev/payment-gateway', { payment_id: 'short', result: 'ok' }),
      params,
    );
    expect(invalid.status).toBe(400);
  });
});
