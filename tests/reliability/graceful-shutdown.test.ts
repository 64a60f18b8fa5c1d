import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickVariants } from '../api/cart-helpers';
import { idOfCode } from '../api/order-helpers';
import { readMailFolder } from '../api/support/read-eml';
import { createShopDatabase, drivers, type ShopDatabase } from './support/shop-database';
import { assertBuilt, startShopServer, type ShopServer } from './support/shop-server';
import { type Answer, Shopper } from './support/shopper';

/**
 * The production server stopped with SIGTERM, as a rolling deploy stops it, while shoppers submit their
 * orders: what it had is answered and e-mailed, what came after is refused at the door (never half done),
 * it exits 0, and started again on the same data it takes the refused submits.
 */
/** Submits answered before the signal, and submits sent after it. */
const EARLY = 4;
const LATE = 4;
const VARIANTS = 4;

interface Cart {
  shopper: Shopper;
  key: string;
}

/** A submit whose body is still being sent when the signal comes: in flight for certain. */
function slowSubmit(
  base: string,
  cart: Cart,
): { sending: Promise<void>; finish: () => void; answer: Promise<Answer> } {
  const body = JSON.stringify({ terms_accepted: true });
  const url = new URL('/api/cart/submit-order', base);
  let finish = () => {};
  let sent = () => {};
  const sending = new Promise<void>((resolve) => (sent = resolve));
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
    request.write(body.slice(0, 5), () => sent());
    finish = () => request.end(body.slice(5));
  });
  return { sending, finish, answer };
}

/** Whether a new TCP connection is taken: the code of its error, or 'connected'. */
function tryConnect(base: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > 10_000) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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

  it('answers and e-mails the submit it had, refuses the later ones at the door, exits 0, and takes them after a restart', async () => {
    const carts: Cart[] = Array.from({ length: EARLY + LATE + 1 }, () => ({
      shopper: new Shopper(server!.base),
      key: randomUUID(),
    }));
    for (const [index, cart] of carts.entries())
      await cart.shopper.fillCheckout([{ variantId: variantIds[index % VARIANTS]!, quantity: 1 }], choice);
    const [slowCart, ...rest] = carts as [Cart, ...Cart[]];
    const early = rest.slice(0, EARLY);
    const late = rest.slice(EARLY);

    const earlyAnswers = await Promise.all(early.map((cart) => cart.shopper.submit(cart.key)));
    expect(earlyAnswers.map((answer) => answer.status)).toEqual(early.map(() => 201));
    const slow = slowSubmit(server!.base, slowCart);
    await slow.sending;
    const exited = server!.stop();
    // The server takes no new connection now, but cannot exit: the slow submit's body is still coming.
    await until(async () => (await tryConnect(server!.base)) === 'ECONNREFUSED');
    expect(server!.exitCode()).toBeNull();
    const lateAnswers = await Promise.all(
      late.map((cart) => cart.shopper.submit(cart.key).catch(() => null)),
    );
    expect(lateAnswers).toEqual(late.map(() => null));
    slow.finish();
    const slowAnswer = await slow.answer;
    await exited;

    expect(server!.exitCode(), server!.log()).toBe(0);
    expect(slowAnswer.status, JSON.stringify(slowAnswer.body)).toBe(201);

    // Every order it answered has its confirmation e-mail, written before it exited.
    const mails = (await readMailFolder(path.join(database.dataDir, 'mail'))).map(({ mail }) => mail);
    for (const number of [slowAnswer, ...earlyAnswers].map(numberOf))
      expect(
        mails.filter((mail) => mail.subject.includes(number!)),
        `the confirmation of ${number}`,
      ).toHaveLength(1);

    // The refused ones never reached an order: sent again to the restarted server, each is placed now.
    server = await startShopServer(database);
    const retried = await Promise.all(late.map((cart) => cart.shopper.submit(cart.key)));
    expect(retried.map((answer) => answer.status)).toEqual(late.map(() => 201));
    const repeated = await Promise.all(carts.map((cart) => cart.shopper.submit(cart.key)));
    expect(repeated.map((answer) => answer.status)).toEqual(carts.map(() => 200));
    expect(new Set(repeated.map(numberOf)).size).toBe(carts.length);
  });
});
