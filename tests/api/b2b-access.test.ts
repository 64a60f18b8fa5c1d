import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  customerInvitations,
  customerMemberships,
  customerRecommendedItems,
  invoices,
} from '@/lib/server/db/schema';
import { call, customerIdOf, sessionOf, userIdOf } from './support/b2b-calls';
import { drivers, openTestDatabase } from './support/test-database';
import { provideTestState } from './support/mail-test-database';

const current = provideTestState();

const routes = {
  invoices: await import('@/app/api/b2b/invoices/route'),
  pdf: await import('@/app/api/b2b/invoices/[id]/pdf/route'),
  users: await import('@/app/api/b2b/users/route'),
  member: await import('@/app/api/b2b/users/[userId]/route'),
  invite: await import('@/app/api/b2b/users/invitations/route'),
  invitation: await import('@/app/api/b2b/users/invitations/[id]/route'),
  resend: await import('@/app/api/b2b/users/invitations/[id]/resend/route'),
  company: await import('@/app/api/b2b/company/route'),
  addresses: await import('@/app/api/b2b/addresses/route'),
  address: await import('@/app/api/b2b/addresses/[id]/route'),
  recommended: await import('@/app/api/b2b/recommended/route'),
  customers: await import('@/app/api/b2b/customers/route'),
};

function db() {
  return current.database!.db;
}

const newAddress = {
  company: 'Cizí sklad',
  firstname: 'Jan',
  lastname: 'Cizí',
  street: 'Jiná 1',
  city: 'Brno',
  zip: '602 00',
  country: 'CZ',
  phone: '+420 601 111 222',
  email: '',
};

/** Bistro Vltava's records that the callers below try to reach by their ids. */
interface Targets {
  invoiceId: number;
  memberId: number;
  invitationId: number;
  addressId: number;
}

/** Every B2B endpoint that names a record, or changes something, called with Bistro's ids. */
function attempts(token: string | null, target: Targets) {
  const id = (value: number) => ({ id: String(value) });
  return {
    'GET invoice PDF': call(routes.pdf.GET, 'GET', `/api/b2b/invoices/${target.invoiceId}/pdf`, {
      token,
      params: id(target.invoiceId),
    }),
    'PATCH member': call(routes.member.PATCH, 'PATCH', `/api/b2b/users/${target.memberId}`, {
      token,
      params: { userId: String(target.memberId) },
      body: { b2b_account_type: 'CUSTOMER_ADMIN' },
    }),
    'DELETE member': call(routes.member.DELETE, 'DELETE', `/api/b2b/users/${target.memberId}`, {
      token,
      params: { userId: String(target.memberId) },
    }),
    'POST invitation resend': call(
      routes.resend.POST,
      'POST',
      `/api/b2b/users/invitations/${target.invitationId}/resend`,
      {
        token,
        params: id(target.invitationId),
      },
    ),
    'DELETE invitation': call(
      routes.invitation.DELETE,
      'DELETE',
      `/api/b2b/users/invitations/${target.invitationId}`,
      {
        token,
        params: id(target.invitationId),
      },
    ),
    'PUT address': call(routes.address.PUT, 'PUT', `/api/b2b/addresses/${target.addressId}`, {
      token,
      params: id(target.addressId),
      body: newAddress,
    }),
    'DELETE address': call(routes.address.DELETE, 'DELETE', `/api/b2b/addresses/${target.addressId}`, {
      token,
      params: id(target.addressId),
    }),
  };
}

/** The endpoints that read or add to the session's own customer only. */
function ownCustomerCalls(token: string | null) {
  return {
    'GET invoices': call(routes.invoices.GET, 'GET', '/api/b2b/invoices', { token }),
    'GET users': call(routes.users.GET, 'GET', '/api/b2b/users', { token }),
    'POST invitation': call(routes.invite.POST, 'POST', '/api/b2b/users/invitations', {
      token,
      body: { email: 'stranger@example.com', b2b_account_type: 'CUSTOMER_ADMIN' },
    }),
    'GET company': call(routes.company.GET, 'GET', '/api/b2b/company', { token }),
    'POST address': call(routes.addresses.POST, 'POST', '/api/b2b/addresses', { token, body: newAddress }),
    'GET recommended': call(routes.recommended.GET, 'GET', '/api/b2b/recommended', { token }),
  };
}

async function statuses(calls: Record<string, Promise<Response>>): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(calls).map(async ([name, response]) => [name, (await response).status] as const),
  );
  return Object.fromEntries(entries);
}

describe.each(drivers)('no one reaches another customer’s records, on %s', (driver) => {
  let target: Targets;
  let bistro: number;

  /** Bistro's records, as they were before the attempts. */
  async function bistroState() {
    return {
      invitations: await db()
        .select()
        .from(customerInvitations)
        .where(eq(customerInvitations.customerId, bistro)),
      addresses: await db().select().from(addresses).where(eq(addresses.customerId, bistro)),
      memberships: await db()
        .select()
        .from(customerMemberships)
        .where(eq(customerMemberships.customerId, bistro)),
    };
  }

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
    current.dataDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-b2b-access-'));
    bistro = await customerIdOf(db(), 'bistroVltava');
    const admin = await sessionOf(db(), 'b2bAdmin', 'bistroVltava');
    await call(routes.invite.POST, 'POST', '/api/b2b/users/invitations', {
      token: admin,
      body: { email: 'kolega@bistro-vltava.example', b2b_account_type: 'CUSTOMER_MANAGER' },
    });
    const [invitation] = await db()
      .select()
      .from(customerInvitations)
      .where(eq(customerInvitations.customerId, bistro));
    const [invoice] = await db().select().from(invoices).where(eq(invoices.customerId, bistro));
    const [address] = await db()
      .select()
      .from(addresses)
      .where(
        and(eq(addresses.customerId, bistro), eq(addresses.isDelivery, true), eq(addresses.isBilling, false)),
      );
    target = {
      invoiceId: invoice!.id,
      memberId: await userIdOf(db(), 'b2b.manazer@horeca-shop.localhost'),
      invitationId: invitation!.id,
      addressId: address!.id,
    };
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
    await rm(current.dataDir, { recursive: true, force: true });
  });

  it('an admin and a manager of another company find none of them (404) and change nothing', async () => {
    const before = await bistroState();
    for (const [user, customer] of [
      ['b2bAdmin', 'hotelPromenada'],
      ['b2bHotel', 'hotelPromenada'],
    ] as const) {
      const token = await sessionOf(db(), user, customer);
      const answered = await statuses(attempts(token, target));
      const expected = user === 'b2bAdmin' ? 404 : 403;
      // A manager is refused before anything is looked up; reading a PDF is not a change.
      expect(answered, user).toEqual({
        'GET invoice PDF': 404,
        'PATCH member': expected,
        'DELETE member': expected,
        'POST invitation resend': expected,
        'DELETE invitation': expected,
        'PUT address': expected,
        'DELETE address': expected,
      });
    }
    expect(await bistroState()).toEqual(before);
  });

  it('what another company’s admin reads and adds is its own, never Bistro’s', async () => {
    const token = await sessionOf(db(), 'b2bAdmin', 'hotelPromenada');
    const hotel = await customerIdOf(db(), 'hotelPromenada');
    const invoiceList = await (await call(routes.invoices.GET, 'GET', '/api/b2b/invoices', { token })).json();
    const hotelInvoices = await db()
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.customerId, hotel));
    expect(invoiceList.invoices.map((invoice: { id: number }) => invoice.id).sort()).toEqual(
      hotelInvoices.map((invoice) => invoice.id).sort(),
    );
    const users = await (await call(routes.users.GET, 'GET', '/api/b2b/users', { token })).json();
    expect(users.members.map((member: { email: string }) => member.email)).not.toContain(
      'b2b.manazer@horeca-shop.localhost',
    );
    expect(users.invitations).toEqual([]);
    const company = await (await call(routes.company.GET, 'GET', '/api/b2b/company', { token })).json();
    expect(company.company.id).toBe(hotel);
    expect(company.delivery_addresses.map((address: { id: number }) => address.id)).not.toContain(
      target.addressId,
    );
    const recommended = await (
      await call(routes.recommended.GET, 'GET', '/api/b2b/recommended', { token })
    ).json();
    const hotelItems = await db()
      .select({ id: customerRecommendedItems.variantId })
      .from(customerRecommendedItems)
      .where(eq(customerRecommendedItems.customerId, hotel));
    expect(recommended.recommended.map((line: { variant_id: number }) => line.variant_id).sort()).toEqual(
      hotelItems.map((item) => item.id).sort(),
    );
    const found = await (
      await call(routes.customers.GET, 'GET', '/api/b2b/customers?q=bistro', { token })
    ).json();
    expect(found.customers.map((customer: { id: number }) => customer.id)).toEqual([bistro]);
    const cafe = await (
      await call(routes.customers.GET, 'GET', '/api/b2b/customers?q=kavarna', { token })
    ).json();
    expect(cafe).toMatchObject({ customers: [], total: 0 });
  });

  it('a manager of the company itself reads all but the colleagues and is refused every change (403)', async () => {
    const before = await bistroState();
    const token = await sessionOf(db(), 'b2bManager', 'bistroVltava');
    expect(await statuses(ownCustomerCalls(token))).toEqual({
      'GET invoices': 200,
      'GET users': 403,
      'POST invitation': 403,
      'GET company': 200,
      'POST address': 403,
      'GET recommended': 200,
    });
    const company = await (await call(routes.company.GET, 'GET', '/api/b2b/company', { token })).json();
    expect(company).toMatchObject({ can_manage: false, users: [] });
    const changes = await statuses(attempts(token, target));
    expect(changes).toEqual({
      'GET invoice PDF': 200,
      'PATCH member': 403,
      'DELETE member': 403,
      'POST invitation resend': 403,
      'DELETE invitation': 403,
      'PUT address': 403,
      'DELETE address': 403,
    });
    expect(await bistroState()).toEqual(before);
  });

  it('a consumer is refused (403) and an anonymous caller asked to sign in (401), everywhere', async () => {
    const before = await bistroState();
    const consumer = await sessionOf(db(), 'customer', null);
    for (const [token, status] of [
      [consumer, 403],
      [null, 401],
    ] as const) {
      const all = {
        ...(await statuses(ownCustomerCalls(token))),
        ...(await statuses(attempts(token, target))),
      };
      expect(
        Object.values(all).every((answered) => answered === status),
        JSON.stringify(all),
      ).toBe(true);
    }
    const searched = await call(routes.customers.GET, 'GET', '/api/b2b/customers', { token: consumer });
    expect(await searched.json()).toMatchObject({ customers: [], total: 0 });
    expect((await call(routes.customers.GET, 'GET', '/api/b2b/customers', { token: null })).status).toBe(401);
    expect(await bistroState()).toEqual(before);
  });

  it('a dealer acting for the customer may do what its admin may', async () => {
    const token = await sessionOf(db(), 'dealer', 'bistroVltava');
    const added = await call(routes.addresses.POST, 'POST', '/api/b2b/addresses', {
      token,
      body: newAddress,
    });
    expect(added.status).toBe(201);
    const { address } = await added.json();
    expect(address).toMatchObject({ is_delivery: true, is_billing: false, street: 'Jiná 1' });
    const changed = await call(routes.address.PUT, 'PUT', `/api/b2b/addresses/${address.id}`, {
      token,
      params: { id: String(address.id) },
      body: { ...newAddress, street: 'Jiná 2' },
    });
    expect((await changed.json()).address.street).toBe('Jiná 2');
    const removed = await call(routes.address.DELETE, 'DELETE', `/api/b2b/addresses/${address.id}`, {
      token,
      params: { id: String(address.id) },
    });
    expect(removed.status).toBe(200);
    const [billing] = await db()
      .select()
      .from(addresses)
      .where(and(eq(addresses.customerId, bistro), eq(addresses.isBilling, true)));
    const readOnly = await call(routes.address.PUT, 'PUT', `/api/b2b/addresses/${billing!.id}`, {
      token,
      params: { id: String(billing!.id) },
      body: newAddress,
    });
    expect(readOnly.status).toBe(403);
    expect((await readOnly.json()).code).toBe('BILLING_ADDRESS_READ_ONLY');
    const invalid = await call(routes.addresses.POST, 'POST', '/api/b2b/addresses', {
      token,
      body: { ...newAddress, zip: '12', phone: '' },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys((await invalid.json()).fields).sort()).toEqual(['phone', 'zip']);
  });
});
