import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, returnRequestItems, returnRequests, users } from '@/lib/server/db/schema';
import { readAdminOrder } from '@/lib/server/services/admin/orders/read-order';
import { insertOrderFixture } from '@/tests/support/order-fixtures';
import { demo, sessionOf } from './account-helpers';
import { call, freshIp } from './support/account-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

const current = provideTestState();
const db = () => current.database!.db;

const lookupRoute = await import('@/app/api/returns/order/route');
const fileRoute = await import('@/app/api/returns/route');

const EMAIL = 'jana.novakova@example.com';
const IBAN = 'SK3112000000198742637541';

interface Caller {
  ip?: string;
  sessionToken?: string;
  headers?: Record<string, string>;
  locale?: 'sk' | 'cs' | 'en';
}

function lookUp(body: unknown, caller: Caller = {}) {
  return call({
    handler: lookupRoute.POST,
    method: 'POST',
    path: '/api/returns/order',
    body,
    ip: caller.ip ?? freshIp(),
    ...caller,
  });
}

function file(body: unknown, caller: Caller = {}) {
  return call({
    handler: fileRoute.POST,
    method: 'POST',
    path: '/api/returns',
    body,
    ip: caller.ip ?? freshIp(),
    ...caller,
  });
}

/** A CZK order of 2 plates and 1 towel, with its line ids. */
async function order() {
  const fixture = await insertOrderFixture(db(), { channel: 'cz', locale: 'cs', email: EMAIL });
  const lines = await db()
    .select({ id: orderItems.id, code: orderItems.code })
    .from(orderItems)
    .where(eq(orderItems.orderId, fixture.id))
    .orderBy(orderItems.id);
  return { ...fixture, plates: lines[0]!.id, towel: lines[1]!.id };
}

function request(
  fixture: { number: string; plates: number; towel: number },
  overrides: Record<string, unknown> = {},
) {
  return {
    order_number: fixture.number,
    email: EMAIL,
    lines: [
      { id: fixture.plates, quantity: 2 },
      { id: fixture.towel, quantity: 0 },
    ],
    reason: 'damaged',
    note: 'Dva taniere prišli rozbité.',
    iban: 'sk31 1200 0000 1987 4263 7541',
    ...overrides,
  };
}

async function storedReturns(orderId: number) {
  return db().select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
}

describe.each(drivers)('the return form API on %s', (driver) => {
  const { mails } = useMailTestDatabase(current, driver, 40);

  it('shows the lines of an order found by its number and e-mail, whatever their case and spaces', async () => {
    const fixture = await order();
    const response = await lookUp({
      order_number: ` ${fixture.number.toLowerCase()} `,
      email: ' Jana.Novakova@Example.com',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      order: {
        number: fixture.number,
        created_at: expect.any(String),
        lines: [
          { id: fixture.plates, code: 'FX-PLATE-27', name: 'Plytký tanier 27 cm', ordered: 2, returnable: 2 },
          { id: fixture.towel, code: 'FX-TOWEL-50', name: 'Uterák 50 × 100 cm', ordered: 1, returnable: 1 },
        ],
      },
    });
  });

  it('answers a wrong e-mail exactly like an order number that does not exist', async () => {
    const fixture = await order();
    const wrongEmail = await lookUp({ order_number: fixture.number, email: 'someone@example.com' });
    const unknown = await lookUp({ order_number: '2026-CZ-999999', email: EMAIL });
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    const body = await wrongEmail.json();
    expect(body).toEqual({
      code: 'RETURN_ORDER_NOT_FOUND',
      message: 'We found no order with this number and e-mail. Check both and try again.',
    });
    expect(await unknown.json()).toEqual(body);
    const filed = await file(request(fixture, { email: 'someone@example.com' }));
    expect(filed.status).toBe(404);
    expect(await filed.json()).toEqual(body);
    expect(await storedReturns(fixture.id)).toEqual([]);
  });

  it('files the request, e-mails the confirmation with the printable PDF, and shows it on the order', async () => {
    const fixture = await order();
    const response = await file(request(fixture), { locale: 'cs' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ id: expect.any(Number), number: `${fixture.number}-R1`, email: EMAIL });

    const [stored, ...others] = await storedReturns(fixture.id);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      email: EMAIL,
      locale: 'cs',
      reason: 'damaged',
      note: 'Dva taniere prišli rozbité.',
      iban: IBAN,
      state: 'new',
      userId: null,
    });
    const items = await db()
      .select({ orderItemId: returnRequestItems.orderItemId, quantity: returnRequestItems.quantity })
      .from(returnRequestItems)
      .where(eq(returnRequestItems.returnRequestId, body.id));
    expect(items).toEqual([{ orderItemId: fixture.plates, quantity: 2 }]);

    const [mail, ...moreMails] = await mails();
    expect(moreMails).toEqual([]);
    expect(mail!.to).toBe(EMAIL);
    expect(mail!.subject).toBe(`Přijali jsme žádost o vrácení ${fixture.number}-R1 – Horeca Shop`);
    expect(mail!.text).toContain(`k objednávce ${fixture.number}`);
    expect(mail!.text).toContain('2 × Plytký tanier 27 cm');
    expect(mail!.text).toContain('SK31 1200 0000 1987 4263 7541');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail!.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const adminOrder = await readAdminOrder(db(), fixture.id, 'en');
    expect(adminOrder.returns).toEqual([
      {
        id: body.id,
        number: `${fixture.number}-R1`,
        state: 'new',
        reason: 'damaged',
        note: 'Dva taniere prišli rozbité.',
        iban: IBAN,
        created_at: expect.any(String),
        lines: [{ code: 'FX-PLATE-27', name: 'Plytký tanier 27 cm', quantity: 2 }],
      },
    ]);
  });

  it('never lets the returns of a line add up to more than was ordered', async () => {
    const fixture = await order();
    const tooMany = await file(
      request(fixture, {
        lines: [
          { id: fixture.towel, quantity: 1 },
          { id: fixture.plates, quantity: 3 },
        ],
      }),
    );
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toMatchObject({
      code: 'RETURN_QUANTITY_EXCEEDED',
      fields: { 'lines.1.quantity': ['atMost|2'] },
    });

    expect((await file(request(fixture, { lines: [{ id: fixture.plates, quantity: 1 }] }))).status).toBe(201);
    const again = await file(request(fixture, { lines: [{ id: fixture.plates, quantity: 2 }] }));
    expect(again.status).toBe(422);
    expect((await again.json()).fields).toEqual({ 'lines.0.quantity': ['atMost|1'] });
    const split = await file(
      request(fixture, {
        lines: [
          { id: fixture.plates, quantity: 1 },
          { id: fixture.plates, quantity: 1 },
        ],
      }),
    );
    expect(split.status).toBe(422);

    const lookup = await (await lookUp({ order_number: fixture.number, email: EMAIL })).json();
    expect(lookup.order.lines.map((line: { returnable: number }) => line.returnable)).toEqual([1, 1]);

    const other = await order();
    const foreignLine = await file(request(fixture, { lines: [{ id: other.plates, quantity: 1 }] }));
    expect(foreignLine.status).toBe(422);
    expect((await foreignLine.json()).fields).toEqual({ 'lines.0.quantity': ['atMost|0'] });
    expect(await storedReturns(other.id)).toEqual([]);
    expect(await storedReturns(fixture.id)).toHaveLength(1);
  });

  it('gives the pieces of a rejected request back, and has nothing to return of a cancelled order', async () => {
    const fixture = await order();
    expect((await file(request(fixture))).status).toBe(201);
    await db()
      .update(returnRequests)
      .set({ state: 'rejected' })
      .where(eq(returnRequests.orderId, fixture.id));
    const second = await file(request(fixture));
    expect(second.status).toBe(201);
    expect((await second.json()).number).toBe(`${fixture.number}-R2`);

    const cancelled = await order();
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    const lookup = await (await lookUp({ order_number: cancelled.number, email: EMAIL })).json();
    expect(lookup.order.lines.map((line: { returnable: number }) => line.returnable)).toEqual([0, 0]);
    expect((await file(request(cancelled))).status).toBe(422);
  });

  it('refuses an IBAN with a wrong check number or of another country, no lines, or no reason (400)', async () => {
    const fixture = await order();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ iban: 'SK3112000000198742637542' }, { iban: ['ibanChecksum'] }],
      [{ iban: 'DE89370400440532013000' }, { iban: ['ibanFormat'] }],
      [{ iban: '' }, { iban: ['required'] }],
      [{ lines: [{ id: fixture.plates, quantity: 0 }] }, { lines: ['returnLines'] }],
      [{ reason: 'bored' }, { reason: ['returnReason'] }],
      [
        { lines: [{ id: fixture.plates, quantity: 0 }], reason: '' },
        { lines: ['returnLines'], reason: ['returnReason'] },
      ],
      [{ lines: [{ id: fixture.plates, quantity: -1 }] }, { 'lines.0.quantity': ['atLeast|0'] }],
    ];
    for (const [overrides, fields] of cases) {
      const response = await file(request(fixture, overrides), { locale: 'en' });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.fields).toMatchObject(fields);
    }
    expect(await storedReturns(fixture.id)).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('finds a signed-in shopper’s own order by its number alone, and no one else’s', async () => {
    const [own] = await db()
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(users.email, demo.consumer), isNull(orders.customerId), ne(orders.status, 'cancelled')))
      .limit(1);
    const [foreign] = await db()
      .select({ number: orders.number })
      .from(orders)
      .where(sql`${orders.customerId} is not null`)
      .limit(1);
    const consumer = await sessionOf(db(), demo.consumer);
    // The e-mail is where the confirmation goes; the session, not the e-mail, proves the order is theirs.
    const other = 'jiny.email@example.com';
    const mine = await lookUp({ order_number: own!.number, email: other }, { sessionToken: consumer });
    expect(mine.status).toBe(200);
    expect((await mine.json()).order.number).toBe(own!.number);
    const theirs = await lookUp({ order_number: foreign!.number, email: other }, { sessionToken: consumer });
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).code).toBe('RETURN_ORDER_NOT_FOUND');
    expect((await lookUp({ order_number: own!.number, email: other })).status).toBe(404);

    const [line] = await db()
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, own!.id))
      .limit(1);
    const lines = [{ id: line!.id, quantity: 1 }];
    const body = { ...request({ number: own!.number, plates: 0, towel: 0 }), email: other, lines };
    expect((await file(body)).status).toBe(404);
    const filed = await file(body, { sessionToken: consumer });
    expect(filed.status).toBe(201);
    expect((await filed.json()).email).toBe(other);
    const [stored] = await db()
      .select({ userId: returnRequests.userId })
      .from(returnRequests)
      .where(eq(returnRequests.orderId, own!.id));
    expect(stored!.userId).not.toBeNull();
  });

  it('limits lookups and requests per client address (429 with Retry-After)', async () => {
    const fixture = await order();
    const ip = freshIp();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await lookUp({ order_number: '2026-CZ-999999', email: EMAIL }, { ip })).status).toBe(404);
    }
    const limited = await lookUp({ order_number: fixture.number, email: EMAIL }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).code).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses a request without the channel header or from another site (CSRF)', async () => {
    const fixture = await order();
    const noHeader = await file(request(fixture), { headers: { 'x-channel-id': '' } });
    expect(noHeader.status).toBe(403);
    const crossSite = await file(request(fixture), { headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(await storedReturns(fixture.id)).toEqual([]);
  });
});
