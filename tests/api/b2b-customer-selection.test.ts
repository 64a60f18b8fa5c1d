import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { createSession } from '@/lib/server/auth/sessions';
import { customers, users } from '@/lib/server/db/schema';
import { pickVariant, putTo, type CallOptions } from './cart-helpers';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';
import { selectedOfSession } from './support/selected-customer';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const selectRoute = await import('@/app/api/user/select-customer/route');
const addRoute = await import('@/app/api/cart/add-to-cart/route');

const B2B_ADMIN = 'b2b.admin@horeca-shop.localhost';
const DEALER = 'obchodnik@horeca-shop.localhost';

function db() {
  return current.database!.db;
}

async function signIn(email: string): Promise<string> {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return createSession(db(), user!.id, { ip: '203.0.113.9', userAgent: null });
}

async function customerIdOf(nameShort: string): Promise<number> {
  const [row] = await db()
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.nameShort, nameShort));
  return row!.id;
}

function select(body: unknown, options: CallOptions = {}) {
  return selectRoute.PUT(
    new Request('http://localhost:3000/api/user/select-customer', {
      method: 'PUT',
      headers: {
        host: 'localhost:3000',
        'x-user-locale': options.locale ?? 'en',
        'x-channel-id': 'cz',
        'content-type': 'application/json',
        ...(options.sessionToken ? { cookie: `auth._token.local=${options.sessionToken}` } : {}),
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
}

describe.each(drivers)('choosing the customer to shop for, on %s', (driver) => {
  let variantId: number;
  let bistro: number;
  let cafe: number;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
    variantId = (
      await pickVariant(
        db(),
        sql`not v.backorder and v.stock >= 5 and v.min_quantity = 1 and v.step_quantity = 1`,
      )
    ).id;
    bistro = await customerIdOf('Bistro Vltava');
    cafe = await customerIdOf('Kavárna Na Rohu');
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  const addOne = (sessionToken: string) =>
    putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: variantId, quantity: 1 }, { sessionToken });

  it('a member of two companies may not shop before choosing one, then shops for the chosen one', async () => {
    const token = await signIn(B2B_ADMIN);
    const refused = await addOne(token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 'CUSTOMER_NOT_SELECTED',
      message: 'First choose the customer you are shopping for.',
    });

    const chosen = await select({ customer_id: bistro }, { sessionToken: token });
    expect(chosen.status).toBe(200);
    expect((await chosen.json()).user).toMatchObject({
      selected_customer: { id: bistro, name: 'Bistro Vltava s.r.o.' },
      must_select_customer: false,
      is_b2b: true,
      b2b_account_type: 'CUSTOMER_ADMIN',
    });
    expect((await addOne(token)).status).toBe(200);
  });

  it('each session of a user keeps its own customer: another browser neither sees nor changes it', async () => {
    const laptop = await signIn(B2B_ADMIN);
    const phone = await signIn(B2B_ADMIN);
    const hotel = await customerIdOf('Hotel Promenáda');
    expect((await select({ customer_id: bistro }, { sessionToken: laptop })).status).toBe(200);
    expect((await select({ customer_id: hotel }, { sessionToken: phone })).status).toBe(200);
    expect(await selectedOfSession(db(), laptop)).toBe(bistro);
    expect(await selectedOfSession(db(), phone)).toBe(hotel);
    // A new session of a member of several customers starts without a choice.
    expect(await selectedOfSession(db(), await signIn(B2B_ADMIN))).toBeNull();
  });

  it('refuses a company the user does not belong to, in the user’s language, and keeps the choice', async () => {
    const token = await signIn(B2B_ADMIN);
    const response = await select({ customer_id: cafe }, { sessionToken: token, locale: 'sk' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'CUSTOMER_NOT_SELECTABLE',
      message: 'Za tohto zákazníka nemôžete nakupovať.',
    });
    expect(await selectedOfSession(db(), token)).not.toBe(cafe);
  });

  it('a dealer may act for any customer, but not shop for a blocked one', async () => {
    const token = await signIn(DEALER);
    const chosen = await select({ customer_id: cafe }, { sessionToken: token });
    expect(chosen.status).toBe(200);
    expect((await chosen.json()).user.selected_customer).toEqual({
      id: cafe,
      name: 'Kavárna Na Rohu s.r.o.',
      is_vat_payer: false,
    });
    const refused = await addOne(token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('CUSTOMER_BLOCKED');
  });

  it('asks an anonymous caller to sign in and rejects a malformed body', async () => {
    const anonymous = await select({ customer_id: bistro });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe(401);
    const token = await signIn(B2B_ADMIN);
    const malformed = await select({ customer_id: 'bistro' }, { sessionToken: token });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe('VALIDATION_ERROR');
  });
});
