import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { orderItems, orders, orderStatusHistory } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { AppError } from '@/lib/server/errors';
import type { OrderActor } from '@/lib/server/services/orders/order-actor';
import { recordOrderPayment, refundOrderPayment } from '@/lib/server/services/orders/order-payment';
import { changeOrderStatus } from '@/lib/server/services/orders/order-status';
import { pickVariant, type TestVariant } from './cart-helpers';
import { stockOf } from './order-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

function db() {
  return current.database!.db;
}

let orderSequence = 0;

/**
 * An order as a submit leaves it (status new, unpaid, history `new`), written directly: these tests are
 * about what happens to an order afterwards. `fromStock` of the `quantity` pieces were taken from stock.
 */
async function placeOrder(
  variant: TestVariant,
  line: { quantity: number; fromStock: number },
  money: { total: number; payNow: number; payLater: number } = { total: 10_000, payNow: 10_000, payLater: 0 },
): Promise<number> {
  orderSequence += 1;
  await db().execute(sql`update variants set stock = stock - ${line.fromStock} where id = ${variant.id}`);
  const [order] = await db()
    .insert(orders)
    .values({
      number: `2026-CZ-9${String(orderSequence).padStart(5, '0')}`,
      token: `token-${orderSequence}-abcdefghijklmnopqrstuvwxyz`,
      channel: 'cz',
      locale: 'sk',
      currency: 'CZK',
      paymentType: 'BANK_TRANSFER',
      totalWithVat: money.total,
      totalWithoutVat: Math.round(money.total / 1.21),
      payDepositWithVat: money.payNow,
      payDepositRestWithVat: money.payLater,
      billingAddress: { firstname: 'Jana', lastname: 'Nováková' },
    })
    .returning({ id: orders.id });
  await db()
    .insert(orderItems)
    .values({
      orderId: order!.id,
      variantId: variant.id,
      productId: null,
      code: 'X',
      name: 'Item',
      quantity: line.quantity,
      vatRate: 21,
      unitPriceWithoutVat: 100,
      unitPriceWithVat: 121,
      totalWithoutVat: 100 * line.quantity,
      totalWithVat: 121 * line.quantity,
      withDeposit: line.fromStock < line.quantity,
      quantityFromStock: line.fromStock,
    });
  await db().insert(orderStatusHistory).values({ orderId: order!.id, status: 'new' });
  return order!.id;
}

async function errorOf(promise: Promise<unknown>): Promise<{ code: unknown; status: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, status: error.status };
    throw error;
  }
  throw new Error('expected a refusal');
}

async function historyOf(orderId: number) {
  return sqlRows<{ status: string; changed_by_user_id: number | null; note: string }>(
    await db().execute(sql`
      select status, changed_by_user_id, note from order_status_history where order_id = ${orderId} order by id
    `),
  );
}

async function orderState(orderId: number) {
  const [row] = sqlRows<{ status: string; payment_status: string; paid_with_vat: number }>(
    await db().execute(sql`select status, payment_status, paid_with_vat from orders where id = ${orderId}`),
  );
  return row!;
}

describe.each(drivers)('order states on %s', (driver) => {
  let variant: TestVariant;
  let admin: OrderActor;
  let dealer: OrderActor;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
    variant = await pickVariant(db(), sql`not v.backorder and v.stock >= 20`);
    const staff = sqlRows<{ id: number; roles: string[] }>(
      await db().execute(sql`
        select id, roles from users
        where 'ROLE_SUPERADMIN' = any(roles) or 'ROLE_DEALER' = any(roles) order by id
      `),
    );
    const superadmin = staff.find((user) => user.roles.includes('ROLE_SUPERADMIN'))!;
    const dealerUser = staff.find((user) => user.roles.includes('ROLE_DEALER'))!;
    admin = { kind: 'staff', userId: superadmin.id, roles: ['ROLE_SUPERADMIN'] };
    dealer = { kind: 'staff', userId: dealerUser.id, roles: ['ROLE_DEALER'] };
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('goes new → confirmed → shipped → delivered, each step in the history with who did it', async () => {
    const orderId = await placeOrder(variant, { quantity: 1, fromStock: 1 });
    await changeOrderStatus(db(), admin, { orderId, status: 'confirmed' });
    await changeOrderStatus(db(), dealer, { orderId, status: 'shipped', note: 'PPL 123' });
    await changeOrderStatus(db(), admin, { orderId, status: 'delivered' });
    const adminId = admin.kind === 'staff' ? admin.userId : null;
    const dealerId = dealer.kind === 'staff' ? dealer.userId : null;
    expect(await historyOf(orderId)).toEqual([
      { status: 'new', changed_by_user_id: null, note: '' },
      { status: 'confirmed', changed_by_user_id: adminId, note: '' },
      { status: 'shipped', changed_by_user_id: dealerId, note: 'PPL 123' },
      { status: 'delivered', changed_by_user_id: adminId, note: '' },
    ]);
    expect((await orderState(orderId)).status).toBe('delivered');
  });

  it('refuses skipping a step, going back, and cancelling what has left the warehouse', async () => {
    const orderId = await placeOrder(variant, { quantity: 1, fromStock: 1 });
    expect(await errorOf(changeOrderStatus(db(), admin, { orderId, status: 'shipped' }))).toEqual({
      code: 'ORDER_STATUS_NOT_ALLOWED',
      status: 422,
    });
    await changeOrderStatus(db(), admin, { orderId, status: 'confirmed' });
    expect(await errorOf(changeOrderStatus(db(), admin, { orderId, status: 'new' }))).toMatchObject({
      status: 422,
    });
    await changeOrderStatus(db(), admin, { orderId, status: 'shipped' });
    const stock = await stockOf(db(), variant.id);
    expect(await errorOf(changeOrderStatus(db(), admin, { orderId, status: 'cancelled' }))).toMatchObject({
      code: 'ORDER_STATUS_NOT_ALLOWED',
    });
    expect(await stockOf(db(), variant.id)).toBe(stock);
    expect((await historyOf(orderId)).map((row) => row.status)).toEqual(['new', 'confirmed', 'shipped']);
  });

  it('cancelling returns the pieces taken from stock, not those ordered on backorder', async () => {
    const stock = await stockOf(db(), variant.id);
    const orderId = await placeOrder(variant, { quantity: 5, fromStock: 3 });
    expect(await stockOf(db(), variant.id)).toBe(stock - 3);
    await changeOrderStatus(db(), admin, { orderId, status: 'confirmed' });
    await changeOrderStatus(db(), admin, { orderId, status: 'cancelled' });
    expect(await stockOf(db(), variant.id)).toBe(stock);
    expect(await errorOf(changeOrderStatus(db(), admin, { orderId, status: 'cancelled' }))).toMatchObject({
      status: 422,
    });
    expect(await stockOf(db(), variant.id)).toBe(stock);
  });

  it('refuses someone who is not staff, and an order that does not exist', async () => {
    const orderId = await placeOrder(variant, { quantity: 1, fromStock: 1 });
    const customer: OrderActor = { kind: 'staff', userId: 1, roles: ['ROLE_TRANSLATOR'] };
    expect(await errorOf(changeOrderStatus(db(), customer, { orderId, status: 'confirmed' }))).toEqual({
      code: 'FORBIDDEN',
      status: 403,
    });
    expect(await errorOf(changeOrderStatus(db(), admin, { orderId: 999_999, status: 'confirmed' }))).toEqual({
      code: 'ORDER_NOT_FOUND',
      status: 404,
    });
    expect((await orderState(orderId)).status).toBe('new');
  });

  it('records payments: part of it leaves the order unpaid, all of it makes it paid; never more', async () => {
    const orderId = await placeOrder(variant, { quantity: 1, fromStock: 1 });
    expect(
      await recordOrderPayment(db(), admin, { orderId, amountWithVat: 4_000, reference: 'bank 1' }),
    ).toEqual({
      paymentStatus: 'unpaid',
      paidWithVat: 4_000,
    });
    expect(await errorOf(recordOrderPayment(db(), admin, { orderId, amountWithVat: 6_001 }))).toEqual({
      code: 'ORDER_PAYMENT_TOO_HIGH',
      status: 422,
    });
    expect(await errorOf(recordOrderPayment(db(), admin, { orderId, amountWithVat: 0 }))).toMatchObject({
      status: 422,
    });
    // The card gateway's answer is recorded by the shop itself.
    expect(await recordOrderPayment(db(), { kind: 'system' }, { orderId, amountWithVat: 6_000 })).toEqual({
      paymentStatus: 'paid',
      paidWithVat: 10_000,
    });
    expect(await orderState(orderId)).toEqual({
      status: 'new',
      payment_status: 'paid',
      paid_with_vat: 10_000,
    });
    const ledger = sqlRows<{ amount_with_vat: number; recorded_by_user_id: number | null }>(
      await db().execute(sql`
        select amount_with_vat, recorded_by_user_id from order_payments where order_id = ${orderId} order by id
      `),
    );
    expect(ledger.map((row) => row.amount_with_vat)).toEqual([4_000, 6_000]);
    expect(ledger[1]!.recorded_by_user_id).toBeNull();
  });

  it('a paid deposit with the rest to come is deposit_paid; a refund gives everything back', async () => {
    const orderId = await placeOrder(
      variant,
      { quantity: 4, fromStock: 0 },
      { total: 20_000, payNow: 5_000, payLater: 15_000 },
    );
    expect((await recordOrderPayment(db(), admin, { orderId, amountWithVat: 5_000 })).paymentStatus).toBe(
      'deposit_paid',
    );
    expect(await refundOrderPayment(db(), admin, { orderId, reference: 'returned' })).toEqual({
      paymentStatus: 'refunded',
      paidWithVat: 0,
    });
    expect(await errorOf(recordOrderPayment(db(), admin, { orderId, amountWithVat: 100 }))).toEqual({
      code: 'ORDER_PAYMENT_NOT_ALLOWED',
      status: 422,
    });
    expect(await errorOf(refundOrderPayment(db(), admin, { orderId }))).toMatchObject({ status: 422 });
  });

  it('a cancelled order takes no payment', async () => {
    const orderId = await placeOrder(variant, { quantity: 1, fromStock: 1 });
    await changeOrderStatus(db(), admin, { orderId, status: 'cancelled' });
    expect(await errorOf(recordOrderPayment(db(), admin, { orderId, amountWithVat: 100 }))).toEqual({
      code: 'ORDER_PAYMENT_NOT_ALLOWED',
      status: 422,
    });
    expect(await orderState(orderId)).toEqual({
      status: 'cancelled',
      payment_status: 'unpaid',
      paid_with_vat: 0,
    });
  });
});
