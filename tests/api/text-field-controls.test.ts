import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { billingInformation, customerData } from '@/tests/support/checkout-customer';
import { cartTokenSetBy, pickVariant, putTo } from './cart-helpers';
import { call, freshIp, sessionOf } from './support/account-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

/**
 * Names, addresses and notes refuse what no one types but a script sends: line breaks in a one-line
 * field (a header injection), terminal escapes and bidi overrides. Real names keep working.
 */

const current = provideTestState();
const db = () => current.database!.db;

const register = await import('@/app/api/auth/register/route');
const addressesRoute = await import('@/app/api/user/addresses/route');
const addRoute = await import('@/app/api/cart/add-to-cart/route');
const customerDataRoute = await import('@/app/api/cart/set-customer-data/route');

const hostile = ['Jan\r\nBcc: x@example.com', '\u001b[31mJan', '\u202Eevil'];
const realNames = [
  { firstname: 'Ľubomír', lastname: 'Šťastný' },
  { firstname: 'Siobhán', lastname: "O'Brien" },
  { firstname: 'Jürgen', lastname: 'Müller-Lüdenscheidt' },
];

const registration = {
  password: 'Kavova-lzicka-7',
  phone: '+420 601 123 456',
  newsletter: false,
  terms_accepted: true,
};

/** The checkout's shopper as a saved address or a delivery address. */
const address = { ...billingInformation, is_billing: true, is_delivery: true, company: '' };

async function expectFieldRefused(response: Response, field: string, rule: string) {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(400);
  expect(body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: [rule] } });
  expect(Object.keys(body.fields)).toEqual([field]);
}

describe.each(drivers)('control characters in names, addresses and notes on %s', (driver) => {
  useMailTestDatabase(current, driver, 20);

  const postRegister = (body: unknown) =>
    call({ handler: register.POST, method: 'POST', path: '/api/auth/register', body, ip: freshIp() });

  it('POST /api/auth/register refuses them in a name and takes names with diacritics and apostrophes', async () => {
    for (const [index, name] of hostile.entries()) {
      const email = `hostile-${index}@example.com`;
      await expectFieldRefused(
        await postRegister({ ...registration, email, firstname: name, lastname: 'Nový' }),
        'firstname',
        'singleLine',
      );
      await expectFieldRefused(
        await postRegister({ ...registration, email, firstname: 'Jan', lastname: name }),
        'lastname',
        'singleLine',
      );
    }
    for (const [index, names] of realNames.entries()) {
      const response = await postRegister({ ...registration, email: `real-${index}@example.com`, ...names });
      expect(response.status).toBe(201);
      expect((await response.json()).data.user).toMatchObject(names);
    }
  });

  it('POST /api/user/addresses refuses them in a name or an address line', async () => {
    const consumer = await sessionOf(db(), demoUser('customer').email);
    const create = (body: unknown) =>
      call({
        handler: addressesRoute.POST,
        method: 'POST',
        path: '/api/user/addresses',
        body,
        sessionToken: consumer,
      });
    for (const name of hostile) {
      for (const field of ['firstname', 'lastname', 'company', 'street', 'city']) {
        const body = { ...address, ...realNames[0], [field]: name };
        await expectFieldRefused(await create(body), field, 'singleLine');
      }
    }
    for (const names of realNames) {
      const response = await create({ ...address, ...names, company: 'Café Müller & Söhne' });
      expect(response.status).toBe(201);
      expect((await response.json()).address).toMatchObject(names);
    }
  });

  it('PUT /api/cart/set-customer-data refuses them in names, and in the note all but line breaks and tabs', async () => {
    const variant = await pickVariant(db(), sql`not v.backorder and v.stock >= 1 and v.min_quantity = 1`);
    const added = await putTo(addRoute.PUT, 'add-to-cart', { item_variant_id: variant.id, quantity: 1 });
    const visitor = { cartToken: cartTokenSetBy(added)! };
    const data = { ...customerData, billing_information: { ...billingInformation, ...realNames[0] } };
    const setData = (body: unknown) => putTo(customerDataRoute.PUT, 'set-customer-data', body, visitor);
    const delivery = { ...address, ...realNames[1] };
    for (const name of hostile) {
      await expectFieldRefused(
        await setData({ ...data, billing_information: { ...data.billing_information, lastname: name } }),
        'billing_information.lastname',
        'singleLine',
      );
      await expectFieldRefused(
        await setData({ ...data, delivery_address: { ...delivery, firstname: name } }),
        'delivery_address.firstname',
        'singleLine',
      );
      await expectFieldRefused(
        await setData({ ...data, company: { name, company_id: '28741536', vat_id: '' } }),
        'company.name',
        'singleLine',
      );
    }
    for (const note of ['\u001b[31mred', 'Zvoňte \u202Eevil', 'a\u0000b']) {
      await expectFieldRefused(await setData({ ...data, note }), 'note', 'controlCharacter');
    }

    const note = 'Zvoňte dvakrát.\r\nBrána:\t2. vchod';
    const response = await setData({ ...data, delivery_address: delivery, note });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.cart.customer_data).toMatchObject({
      billing_information: realNames[0],
      delivery_address: realNames[1],
      note,
    });
  });
});
