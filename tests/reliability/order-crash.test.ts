import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { pickVariants } from '../api/cart-helpers';
import { idOfCode } from '../api/order-helpers';
import {
  lastOrderNumber,
  ordersSince,
  readBaseline,
  type Baseline,
  type PlacedOrderRow,
} from './support/order-audit';
import { createShopDatabase, drivers, type ShopDatabase } from './support/shop-database';
import { assertBuilt, startShopServer, type ShopServer } from './support/shop-server';
import { type Answer, Shopper } from './support/shopper';

/**
 * The production server killed (SIGKILL) while many shoppers submit their orders at once, started
 * again, and every submit whose answer was lost sent again with its Idempotency-Key, as the order
 * page does: every cart becomes exactly one order, none lost, none doubled, stock and numbers agree.
 */
const CARTS = 30;
const VARIANTS = 6;
/** The kill comes once this many submits have been answered: the rest are in flight or queued. */
const KILL_AFTER = 5;
/** The submits start this far apart, so that the kill finds some committed, some inside their transaction, some not yet sent. */
const STAGGER_MS = 20;

interface Cart {
  shopper: Shopper;
  key: string;
  lines: { variantId: number; quantity: number }[];
}

/** `variantId:quantity` of each line, sorted, as ordersSince lists an order's lines. */
function linesOf(cart: Cart): string[] {
  return cart.lines.map((line) => `${line.variantId}:${line.quantity}`).sort();
}

/** Each submit once, side by side; `interrupt` runs once `KILL_AFTER` have answered. Lost answers are null. */
async function submitAll(carts: Cart[], interrupt: () => Promise<void>): Promise<(Answer | null)[]> {
  const answers: (Answer | null)[] = carts.map(() => null);
  let answered = 0;
  let interrupted: Promise<void> | null = null;
  await Promise.all(
    carts.map(async (cart, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * STAGGER_MS));
      await cart.shopper.submit(cart.key).then(
        (answer) => {
          answers[index] = answer;
          answered += 1;
          if (answered >= KILL_AFTER) interrupted ??= interrupt();
        },
        () => {},
      );
    }),
  );
  await interrupted;
  return answers;
}

/** Sends again, with the same key, every submit that has no 201 or 200 yet; answers the statuses seen. */
async function resubmitUnanswered(carts: Cart[], answers: (Answer | null)[]): Promise<number[]> {
  const statuses: number[] = [];
  await Promise.all(
    carts.map(async (cart, index) => {
      if (answers[index]?.status === 201 || answers[index]?.status === 200) return;
      const answer = await cart.shopper.submit(cart.key);
      statuses.push(answer.status);
      answers[index] = answer;
    }),
  );
  return statuses;
}

function numberOf(answer: Answer | null): string | undefined {
  return (answer?.body.order as { number?: string } | undefined)?.number;
}

/** Exactly one order per cart with the cart's lines and the answered number; numbers and stock agree. */
function expectOneOrderPerCart(
  carts: Cart[],
  answers: (Answer | null)[],
  baseline: Baseline,
  placed: PlacedOrderRow[],
  counter: number,
  stock: Map<number, number>,
) {
  expect(placed).toHaveLength(carts.length);
  const byKey = new Map(placed.map((order) => [order.idempotency_key, order]));
  expect(byKey.size).toBe(carts.length);
  carts.forEach((cart, index) => {
    const order = byKey.get(cart.key);
    expect(order, `the order of cart ${index}`).toBeDefined();
    expect(order!.lines).toEqual(linesOf(cart));
    expect(order!.cart_status).toBe('ORDERED');
    expect(numberOf(answers[index] ?? null)).toBe(order!.number);
  });
  expect(new Set(placed.map((order) => order.cart_id)).size).toBe(carts.length);
  // Gap-free and unique: the next numbers of the channel's year, and the counter stops at the last.
  expect(placed.map((order) => Number(order.number.slice(-6)))).toEqual(
    carts.map((_, index) => baseline.lastNumber + index + 1),
  );
  expect(counter).toBe(baseline.lastNumber + carts.length);
  const taken = new Map<number, number>();
  for (const cart of carts)
    for (const line of cart.lines)
      taken.set(line.variantId, (taken.get(line.variantId) ?? 0) + line.quantity);
  for (const [variantId, before] of baseline.stock)
    expect(stock.get(variantId), `stock of variant ${variantId}`).toBe(before - (taken.get(variantId) ?? 0));
}

describe.each(drivers)('%s: the server killed in the middle of order submits', (driver) => {
  let database: ShopDatabase;
  let server: ShopServer | undefined;
  let variantIds: number[];
  /** Read before the server holds the embedded database; filling carts changes no order or stock. */
  let baseline: Baseline;
  let choice: { shippingId: number; paymentId: number };

  async function newCarts(count: number): Promise<Cart[]> {
    const carts = Array.from({ length: count }, (_, index) => ({
      shopper: new Shopper(server!.base),
      key: randomUUID(),
      lines: [
        { variantId: variantIds[index % VARIANTS]!, quantity: 1 + (index % 3) },
        { variantId: variantIds[(index + 1) % VARIANTS]!, quantity: 1 },
      ],
    }));
    // Six at a time: the carts are the set-up, not what is tested.
    for (let first = 0; first < carts.length; first += 6)
      await Promise.all(
        carts.slice(first, first + 6).map((cart) => cart.shopper.fillCheckout(cart.lines, choice)),
      );
    return carts;
  }

  async function audit(baseline: Baseline) {
    return database.query(async (db) => ({
      placed: await ordersSince(db, baseline),
      counter: await lastOrderNumber(db),
      stock: (await readBaseline(db, variantIds)).stock,
    }));
  }

  beforeAll(async () => {
    assertBuilt();
    database = await createShopDatabase(driver);
    ({ variantIds, choice } = await database.query(async (db) => {
      const variants = await pickVariants(
        db,
        sql`not v.backorder and v.stock >= 100 and v.min_quantity = 1 and v.step_quantity = 1`,
        VARIANTS,
      );
      return {
        variantIds: variants.map((variant) => variant.id),
        choice: {
          shippingId: await idOfCode(db, 'shippings', 'courier'),
          paymentId: await idOfCode(db, 'payments', 'cash-on-delivery'),
        },
      };
    }));
    baseline = await database.query((db) => readBaseline(db, variantIds));
    server = await startShopServer(database);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it(`${CARTS} submits at once, SIGKILL after ${KILL_AFTER} answers, restart, lost ones sent again: one order per cart`, async () => {
    const carts = await newCarts(CARTS);
    const answers = await submitAll(carts, () => server!.kill());
    const answered = answers.filter((answer) => answer !== null);
    expect(answered.map((answer) => answer.status)).toEqual(answered.map(() => 201));
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answered.length, 'the kill came after every submit had its answer').toBeLessThan(CARTS);

    server = await startShopServer(database);
    const retried = await resubmitUnanswered(carts, answers);
    // 200: placed before the kill, its answer lost; 201: never reached the commit, placed now.
    expect(retried.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    console.log(
      `${driver}: ${answered.length} answered before the kill, ${retried.length} sent again ` +
        `(${retried.filter((status) => status === 200).length} had been placed, ` +
        `${retried.filter((status) => status === 201).length} placed now)`,
    );
    // Every key once more: the same order, never a second one.
    const repeated = await Promise.all(carts.map((cart) => cart.shopper.submit(cart.key)));
    expect(repeated.map((answer) => answer.status)).toEqual(carts.map(() => 200));
    expect(repeated.map(numberOf)).toEqual(answers.map(numberOf));

    if (driver === 'pglite') await server.stop();
    const { placed, counter, stock } = await audit(baseline);
    expectOneOrderPerCart(carts, answers, baseline, placed, counter, stock);
  });

  // Only PostgreSQL has connections to terminate (registered only there: no skipped case on PGlite).
  if (driver === 'postgres')
    it('its database connections terminated inside the submit transactions: the server lives on, 503s are sent again', async () => {
      const carts = await newCarts(CARTS);
      const before = await database.query((db) => readBaseline(db, variantIds));
      const terminated: number[] = [];
      const answers = await submitAll(carts, async () => {
        const count = await database.query(async (db) => {
          const result = await db.execute(sql`
            select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
          `);
          return sqlRows(result).length;
        });
        terminated.push(count);
      });
      expect(terminated[0]).toBeGreaterThan(0);
      // Every submit is answered: placed, or refused with 503 and sent again.
      expect(answers.filter((answer) => answer === null)).toEqual([]);
      expect(answers.filter((answer) => answer!.status !== 201 && answer!.status !== 503)).toEqual([]);
      const refused = answers.filter((answer) => answer!.status === 503).length;
      const retried = await resubmitUnanswered(carts, answers);
      expect(retried.filter((status) => status !== 201 && status !== 200)).toEqual([]);
      console.log(
        `postgres: ${terminated[0]} connections terminated, ${refused} submits answered 503 and sent again ` +
          `(${retried.filter((status) => status === 200).length} had been placed)`,
      );
      const health = await fetch(`${server!.base}/api/health`);
      expect(health.status).toBe(200);
      const { placed, counter, stock } = await audit(before);
      expectOneOrderPerCart(carts, answers, before, placed, counter, stock);
    });
});
