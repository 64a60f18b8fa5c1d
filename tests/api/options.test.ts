import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideDatabase } from '@/lib/server/db';
import { createSession } from '@/lib/server/auth/sessions';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { customers, invoices, users } from '@/lib/server/db/schema';
import { customerSeeds, type CustomerKey } from '@/lib/server/db/seed/shop/customers-data';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { hasUnpaidInvoices } from '@/lib/server/services/options';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';
import { selectForSession } from './support/selected-customer';

const current: { database?: TestDatabase } = {};
provideDatabase(() => current.database!);

const { GET } = await import('@/app/api/options/route');

const DAY_MS = 24 * 3600_000;

function db() {
  return current.database!.db;
}

function getOptions(headers: Record<string, string> = {}) {
  return GET(new Request('http://localhost:3000/api/options', { headers }), { params: Promise.resolve({}) });
}

async function customerId(key: CustomerKey): Promise<number> {
  const seed = customerSeeds.find((candidate) => candidate.key === key)!;
  const [row] = await db().select({ id: customers.id }).from(customers).where(eq(customers.name, seed.name));
  return row!.id;
}

/** A session of the demo user with `customer` selected, as the customer-selection page leaves it. */
async function sessionCookie(user: 'b2bAdmin' | 'customer', customer: CustomerKey | null) {
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoUser(user).email));
  const token = await createSession(db(), row!.id, { ip: '203.0.113.8', userAgent: 'vitest' });
  await selectForSession(db(), token, customer ? await customerId(customer) : null);
  return { cookie: `${SESSION_COOKIE_NAME}=${token}` };
}

describe.each(drivers)('GET /api/options on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('finds the seeded overdue invoice of Bistro Vltava and none of the other customers', async () => {
    expect(await hasUnpaidInvoices(db(), await customerId('bistroVltava'))).toBe(true);
    expect(await hasUnpaidInvoices(db(), await customerId('hotelPromenada'))).toBe(false);
    expect(await hasUnpaidInvoices(db(), await customerId('kavarnaNaRohu'))).toBe(false);
  });

  it('counts an unpaid invoice only once its due date has passed', async () => {
    const bistro = await customerId('bistroVltava');
    const [unpaid] = await db()
      .select({ dueAt: invoices.dueAt })
      .from(invoices)
      .where(and(eq(invoices.customerId, bistro), isNull(invoices.paidAt)));
    const dueAt = unpaid!.dueAt.getTime();
    expect(await hasUnpaidInvoices(db(), bistro, new Date(dueAt - DAY_MS))).toBe(false);
    expect(await hasUnpaidInvoices(db(), bistro, new Date(dueAt + DAY_MS))).toBe(true);
  });

  it('answers false for an anonymous visitor', async () => {
    const response = await getOptions();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ options: { unpaid_invoices: false } });
  });

  it('answers true for a user whose selected customer has an overdue invoice', async () => {
    const response = await getOptions(await sessionCookie('b2bAdmin', 'bistroVltava'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ options: { unpaid_invoices: true } });
  });

  it('answers false for a customer that has paid and for a user without a customer', async () => {
    const hotel = await getOptions(await sessionCookie('b2bAdmin', 'hotelPromenada'));
    expect(await hotel.json()).toEqual({ options: { unpaid_invoices: false } });
    const b2c = await getOptions(await sessionCookie('customer', null));
    expect(await b2c.json()).toEqual({ options: { unpaid_invoices: false } });
  });

  it('stops answering true once the invoice is paid', async () => {
    const bistro = await customerId('bistroVltava');
    await db().update(invoices).set({ paidAt: new Date() }).where(eq(invoices.customerId, bistro));
    const response = await getOptions(await sessionCookie('b2bAdmin', 'bistroVltava'));
    expect(await response.json()).toEqual({ options: { unpaid_invoices: false } });
  });
});
