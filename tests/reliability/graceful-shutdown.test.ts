import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickVariants } from '../api/cart-helpers';
import { idOfCode } from '../api/order-helpers';
import { readMailFolder } from '../api/support/read-eml';
import { createShopDatabase, drivers, type ShopDatabase } from './support/shop-database';
import { assertBuilt, startShopServer, type ShopServer } from './support/shop-server';
import { type Answer, Shopper } from './support/shopper';
import { type SubmittingCart, staggeredSubmits } from './support/staggered-submits';

/**
 * The production server stopped with SIGTERM, as a rolling deploy stops it, while shoppers submit their
 * orders: what it had is answered and e-mailed, what came after is refused at the door (never half done),
 * it exits 0, and started again on the same data it takes the refused submits.
 */
const CARTS = 12;
const VARIANTS = 4;
/** SIGTERM once this many submits have been answered. */
const STOP_AFTER = 3;
const STAGGER_MS = 100;

type Cart = SubmittingCart;

/** A submit whose body is still being sent when the signal comes: in flight for certain. */
function slowSubmit(base: string, cart: Cart): { finish: () => void; answer: Promise<Answer> } {
  const body = JSON.stringify({ terms_accepted: true });
  const url = new URL('/api/cart/submit-order', base);
  let finish = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-channel-id': 'cz',
          'x-user-locale': 'en',
          'idempotency-key': cart.key,
          cookie: cart.shopper.cookie!,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, body: JSON.parse(text) as Record<string, unknown> }),
        );
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 5));
    finish = () => request.end(body.slice(5));
  });
  return { finish, answer };
}

function numberOf(answer: Answer | null | undefined): string | undefined {
  return (answer?.body.order as { number?: string } | undefined)?.number;
}

describe.each(drivers)('%s: the server stopped with SIGTERM during order submits', (driver) => {
  let database: ShopDatabase;
  let server: ShopServer | undefined;
  let variantIds: number[];
  let choice: { shippingId: number; paymentId: number };

  beforeAll(async () => {
    assertBuilt();
    database = await createShopDatabase(driver);
    ({ variantIds, choice } = await database.query(async (db) => ({
      variantIds: (
        await pickVariants(
          db,
          sql`not v.backorder and v.stock >= 100 and v.min_quantity = 1 and v.step_quantity = 1`,
          VARIANTS,
        )
      ).map((variant) => variant.id),
      choice: {
        shippingId: await idOfCode(db, 'shippings', 'courier'),
        paymentId: await idOfCode(db, 'payments', 'cash-on-delivery'),
      },
    })));
    server = await startShopServer(database);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it('answers and e-mails every submit it had, refuses the rest at the door, exits 0, and takes them after a restart', async () => {
    const carts: Cart[] = Array.from({ length: CARTS + 1 }, () => ({
      shopper: new Shopper(server!.base),
      key: randomUUID(),
    }));
    for (const [index, cart] of carts.entries())
      await cart.shopper.fillCheckout([{ variantId: variantIds[index % VARIANTS]!, quantity: 1 }], choice);
    const [slowCart, ...quickCarts] = carts as [Cart, ...Cart[]];
    const slow = slowSubmit(server!.base, slowCart);

    const answers = await staggeredSubmits(
      quickCarts,
      { staggerMs: STAGGER_MS, interruptAfter: STOP_AFTER },
      async () => {
        const exited = server!.stop();
        // The slow submit's body arrives after the signal.
        setTimeout(slow.finish, 300);
        await exited;
      },
    );
    const slowAnswer = await slow.answer;

    expect(server!.exitCode(), server!.log()).toBe(0);
    expect(slowAnswer.status, JSON.stringify(slowAnswer.body)).toBe(201);
    const given = answers.filter((answer) => answer !== null);
    expect(given.map((answer) => answer.status)).toEqual(given.map(() => 201));
    expect(given.length, 'the stop came before every submit was answered').toBeLessThan(quickCarts.length);

    // Every order it answered has its confirmation e-mail, written before it exited.
    const placed = [slowAnswer, ...given].map(numberOf);
    const mails = (await readMailFolder(path.join(database.dataDir, 'mail'))).map(({ mail }) => mail);
    for (const number of placed)
      expect(
        mails.filter((mail) => mail.subject.includes(number!)),
        `the confirmation of ${number}`,
      ).toHaveLength(1);

    // The refused ones never reached an order: sent again to the restarted server, each is placed now.
    server = await startShopServer(database);
    const refused = quickCarts.filter((_, index) => answers[index] === null);
    const retried = await Promise.all(refused.map((cart) => cart.shopper.submit(cart.key)));
    expect(retried.map((answer) => answer.status)).toEqual(refused.map(() => 201));
    const repeated = await Promise.all(carts.map((cart) => cart.shopper.submit(cart.key)));
    expect(repeated.map((answer) => answer.status)).toEqual(carts.map(() => 200));
    expect(new Set(repeated.map(numberOf)).size).toBe(carts.length);
  });
});
