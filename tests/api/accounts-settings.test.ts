import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, customers, newsletterSubscriptions, users } from '@/lib/server/db/schema';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { call, freshIp, sessionOf } from './support/account-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

const current = provideTestState();
const db = () => current.database!.db;

const profileRoute = await import('@/app/api/user/profile/route');
const passwordRoute = await import('@/app/api/user/change-password/route');
const listRoute = await import('@/app/api/user/addresses/route');
const addressRoute = await import('@/app/api/user/addresses/[id]/route');
const authUser = await import('@/app/api/auth/user/route');
const cartRoute = await import('@/app/api/cart/route');

const customer = demoUser('customer');
const manager = demoUser('b2bManager');

const profile = {
  firstname: 'Petra',
  lastname: 'Svobodová',
  phone: '+420 731 234 567',
  is_registered_for_newsletter: false,
  show_price_without_vat: false,
};

const address = {
  is_billing: true,
  is_delivery: true,
  firstname: 'Petra',
  lastname: 'Svobodová',
  company: '',
  street: 'Vinohradská 12',
  city: 'Praha',
  zip: '120 00',
  country: 'CZ',
  phone: '+420 731 234 567',
};

function putProfile(body: unknown, sessionToken?: string) {
  return call({ handler: profileRoute.PUT, method: 'PUT', path: '/api/user/profile', body, sessionToken });
}

function putPassword(body: unknown, sessionToken?: string) {
  return call({
    handler: passwordRoute.PUT,
    method: 'PUT',
    path: '/api/user/change-password',
    body,
    sessionToken,
    ip: freshIp(),
  });
}

function listAddresses(sessionToken?: string) {
  return call({ handler: listRoute.GET, method: 'GET', path: '/api/user/addresses', sessionToken });
}

function createAddress(body: unknown, sessionToken?: string) {
  return call({ handler: listRoute.POST, method: 'POST', path: '/api/user/addresses', body, sessionToken });
}

function onAddress(
  method: 'GET' | 'PUT' | 'DELETE',
  id: number | string,
  sessionToken?: string,
  body?: unknown,
) {
  const handler = { GET: addressRoute.GET, PUT: addressRoute.PUT, DELETE: addressRoute.DELETE }[method];
  return call({
    handler,
    method,
    path: `/api/user/addresses/${id}`,
    params: { id: String(id) },
    body,
    sessionToken,
  });
}

function whoAmI(sessionToken: string) {
  return call({ handler: authUser.GET, method: 'GET', path: '/api/auth/user', sessionToken });
}

async function userRow(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  return row!;
}

async function addressRows() {
  return db().select().from(addresses).orderBy(addresses.id);
}

describe.each(drivers)('account settings API on %s', (driver) => {
  let consumer: string;
  let other: string;

  const { mails } = useMailTestDatabase(current, driver, 5);
  beforeAll(async () => {
    consumer = await sessionOf(db(), customer.email);
    other = await sessionOf(db(), manager.email);
  });

  it('answers every endpoint 401 without a session and changes nothing', async () => {
    const before = { user: await userRow(customer.email), addresses: await addressRows() };
    const [ownAddress] = before.addresses.filter((row) => row.userId === before.user.id);
    const responses = [
      await putProfile({ ...profile, firstname: 'Cizí' }),
      await putPassword({ current_password: customer.password, new_password: 'Nove-heslo-petry-1' }),
      await listAddresses(),
      await createAddress(address),
      await onAddress('GET', ownAddress!.id),
      await onAddress('PUT', ownAddress!.id, undefined, address),
      await onAddress('DELETE', ownAddress!.id),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: 'Please sign in.' });
    }
    expect({ user: await userRow(customer.email), addresses: await addressRows() }).toEqual(before);
  });

  it('keeps the name, phone and price display, and the frame reads them', async () => {
    const response = await putProfile(
      { ...profile, firstname: ' Petronela ', phone: '+420 777 111 222', show_price_without_vat: true },
      consumer,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({
      firstname: 'Petronela',
      phone: '+420 777 111 222',
      show_price_without_vat: true,
    });
    expect(await userRow(customer.email)).toMatchObject({
      firstname: 'Petronela',
      lastname: 'Svobodová',
      phone: '+420 777 111 222',
      showPriceWithoutVat: true,
    });
    const me = await (await whoAmI(consumer)).json();
    expect(me.user).toMatchObject({ firstname: 'Petronela', show_price_without_vat: true });
    const cart = await call({
      handler: cartRoute.GET,
      method: 'GET',
      path: '/api/cart',
      sessionToken: consumer,
    });
    expect(cart.status).toBe(200);
    await putProfile(profile, consumer);
    expect(await userRow(customer.email)).toMatchObject({ firstname: 'Petra', showPriceWithoutVat: false });
  });

  it('keeps the newsletter flag and the subscription in sync both ways', async () => {
    const subscription = async () => {
      const [row] = await db()
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, customer.email));
      return row;
    };
    const on = await putProfile({ ...profile, is_registered_for_newsletter: true }, consumer);
    expect((await on.json()).user.is_registered_for_newsletter).toBe(true);
    expect(await subscription()).toMatchObject({ unsubscribedAt: null, locale: 'en', channel: 'cz' });
    expect((await userRow(customer.email)).isRegisteredForNewsletter).toBe(true);
    expect((await mails()).map((mail) => mail.subject)).toEqual(['Your Horeca Shop newsletter subscription']);

    const off = await putProfile(profile, consumer);
    expect((await off.json()).user.is_registered_for_newsletter).toBe(false);
    expect((await subscription())!.unsubscribedAt).toBeInstanceOf(Date);
    expect((await userRow(customer.email)).isRegisteredForNewsletter).toBe(false);
  });

  it('answers an invalid profile 400 with the field and changes nothing', async () => {
    const before = await userRow(customer.email);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstname: '' }, 'firstname', 'required'],
      [{ lastname: 'x'.repeat(101) }, 'lastname', 'maxLength|100'],
      [{ phone: 'abc' }, 'phone', 'phone'],
      [{ phone: undefined }, 'phone', 'required'],
      [{ is_registered_for_newsletter: 'ano' }, 'is_registered_for_newsletter', 'required'],
      [{ show_price_without_vat: undefined }, 'show_price_without_vat', 'required'],
    ];
    for (const [change, field, rule] of cases) {
      const response = await putProfile(
        { ...profile, ...change, firstname: change.firstname ?? 'Zmena' },
        consumer,
      );
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.fields[field]?.[0]).toBe(rule);
    }
    expect(await userRow(customer.email)).toEqual(before);
  });

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    const before = await userRow(customer.email);
    const wrong = await putPassword(
      { current_password: 'Spatne-heslo-1', new_password: 'Nove-heslo-petry-1' },
      consumer,
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      code: 'CURRENT_PASSWORD_WRONG',
      message: 'The current password is not correct.',
      fields: { current_password: ['currentPasswordWrong'] },
    });
    const weak = await putPassword(
      { current_password: customer.password, new_password: '12345678' },
      consumer,
    );
    expect(weak.status).toBe(400);
    expect((await weak.json()).fields).toEqual({ new_password: ['passwordCommon'] });
    const missing = await putPassword({ new_password: 'Nove-heslo-petry-1' }, consumer);
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields.current_password).toEqual(['required']);
    expect((await userRow(customer.email)).passwordHash).toBe(before.passwordHash);
    expect((await whoAmI(consumer)).status).toBe(200);
  });

  it('changes the password with the current one and ends only the other sessions', async () => {
    const hotel = demoUser('b2bHotel');
    const here = await sessionOf(db(), hotel.email);
    const elsewhere = await sessionOf(db(), hotel.email);
    const response = await putPassword(
      { current_password: hotel.password, new_password: 'Hotel-nove-heslo-5' },
      here,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await whoAmI(here)).status).toBe(200);
    expect((await whoAmI(elsewhere)).status).toBe(401);
    const again = await putPassword(
      { current_password: hotel.password, new_password: 'Hotel-ine-heslo-6' },
      here,
    );
    expect(again.status).toBe(422);
  });

  it('locks the password change after 10 wrong current passwords, like a login', async () => {
    const translator = demoUser('translator');
    const session = await sessionOf(db(), translator.email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (
          await putPassword(
            { current_password: `zle-${attempt}`, new_password: 'Prekladatel-nove-1' },
            session,
          )
        ).status,
      ).toBe(422);
    }
    const locked = await putPassword(
      { current_password: translator.password, new_password: 'Prekladatel-nove-1' },
      session,
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lists, adds, edits and deletes the caller’s own addresses, which the order page offers', async () => {
    const seeded = await (await listAddresses(consumer)).json();
    expect(seeded.addresses.length).toBeGreaterThan(0);

    const created = await createAddress({ ...address, is_billing: false, company: ' Bistro ' }, consumer);
    expect(created.status).toBe(201);
    const { address: saved } = await created.json();
    expect(saved).toMatchObject({
      is_billing: false,
      is_delivery: true,
      company: 'Bistro',
      email: customer.email,
    });
    expect((await (await onAddress('GET', saved.id, consumer)).json()).address).toEqual(saved);

    const edited = await onAddress('PUT', saved.id, consumer, { ...address, city: 'Brno', zip: '60200' });
    expect(edited.status).toBe(200);
    expect((await edited.json()).address).toMatchObject({
      id: saved.id,
      city: 'Brno',
      zip: '60200',
      is_billing: true,
    });

    const cart = await call({
      handler: cartRoute.GET,
      method: 'GET',
      path: '/api/cart?with_shippings_and_payments=1',
      sessionToken: consumer,
    });
    expect((await cart.json()).addresses).toContainEqual(
      expect.objectContaining({ id: saved.id, city: 'Brno' }),
    );

    const deleted = await onAddress('DELETE', saved.id, consumer);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ ok: true });
    expect((await onAddress('GET', saved.id, consumer)).status).toBe(404);
    const after = await (await listAddresses(consumer)).json();
    expect(after.addresses).toEqual(seeded.addresses);
  });

  it('never lets a user read or change another user’s or a company’s address by its id', async () => {
    const { address: petras } = await (await createAddress(address, consumer)).json();
    const [bistro] = await db()
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.name, 'Bistro Vltava s.r.o.'));
    const [company] = await db()
      .insert(addresses)
      .values({
        customerId: bistro!.id,
        isBilling: true,
        street: 'Firemní 1',
        city: 'Praha',
        zip: '11000',
        country: 'CZ',
      })
      .returning();
    const before = await addressRows();
    for (const id of [petras.id, company!.id]) {
      for (const response of [
        await onAddress('GET', id, other),
        await onAddress('PUT', id, other, { ...address, street: 'Ukradená 1' }),
        await onAddress('DELETE', id, other),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          code: 'ADDRESS_NOT_FOUND',
          message: 'This address is not among your saved addresses.',
        });
      }
    }
    const othersList = await (await listAddresses(other)).json();
    expect(othersList.addresses.map((row: { id: number }) => row.id)).not.toContain(petras.id);
    expect(othersList.addresses.map((row: { id: number }) => row.id)).not.toContain(company!.id);
    expect(await addressRows()).toEqual(before);
    // A profile change always concerns the caller: a user id in the body is ignored.
    const renamed = await putProfile(
      { ...profile, firstname: 'Lucie', id: (await userRow(customer.email)).id },
      other,
    );
    expect(renamed.status).toBe(200);
    expect((await userRow(customer.email)).firstname).toBe('Petra');
    expect((await userRow(manager.email)).firstname).toBe('Lucie');
  });

  it('answers invalid addresses and ids 400 or 404 and stores nothing', async () => {
    const before = await addressRows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ is_billing: false, is_delivery: false }, 'is_billing', 'addressKind'],
      [{ street: ' ' }, 'street', 'required'],
      [{ city: 'x'.repeat(101) }, 'city', 'maxLength|100'],
      [{ zip: '1234' }, 'zip', 'zip'],
      [{ country: 'DE' }, 'country', expect.any(String) as unknown as string],
      [{ phone: '' }, 'phone', 'required'],
      [{ firstname: undefined }, 'firstname', 'required'],
      [{ is_delivery: 'ano' }, 'is_delivery', 'required'],
    ];
    const [own] = (await (await listAddresses(consumer)).json()).addresses;
    for (const [change, field, rule] of cases) {
      for (const response of [
        await createAddress({ ...address, ...change }, consumer),
        await onAddress('PUT', own.id, consumer, { ...address, ...change }),
      ]) {
        expect(response.status, JSON.stringify(change)).toBe(400);
        const body = await response.json();
        expect(body.code).toBe('VALIDATION_ERROR');
        expect(body.fields[field]?.[0]).toEqual(rule);
      }
    }
    for (const id of ['abc', '0', '-3', '1.5']) {
      expect((await onAddress('GET', id, consumer)).status, id).toBe(400);
      expect((await onAddress('DELETE', id, consumer)).status, id).toBe(400);
    }
    expect((await onAddress('PUT', 999_999, consumer, address)).status).toBe(404);
    expect((await onAddress('DELETE', 999_999, consumer)).status).toBe(404);
    const withoutChannel = await call({
      handler: listRoute.POST,
      method: 'POST',
      path: '/api/user/addresses',
      body: address,
      sessionToken: consumer,
      headers: { 'x-channel-id': '' },
    });
    expect(withoutChannel.status).toBe(403);
    expect(await addressRows()).toEqual(before);
  });
});
