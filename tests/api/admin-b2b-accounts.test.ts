import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerMemberships, users } from '@/lib/server/db/schema';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { call as accountCall, freshIp } from './support/account-calls';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { call, customerIdOf, userIdOf } from './support/b2b-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

const current = provideTestState();
const db = () => current.database!.db;

const listRoute = await import('@/app/api/admin/b2b-ucty/route');
const memberRoute = await import('@/app/api/admin/b2b-ucty/[customerId]/[userId]/route');
const resetRoute = await import('@/app/api/auth/password-reset/route');

const BASE = '/api/admin/b2b-ucty';
const staff: AdminCallerKey[] = ['dealer', 'superadmin'];

async function membershipCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(customerMemberships);
  return row!.n;
}

async function typeOf(customerId: number, userId: number) {
  const [row] = await db()
    .select({ type: customerMemberships.b2bAccountType })
    .from(customerMemberships)
    .where(and(eq(customerMemberships.customerId, customerId), eq(customerMemberships.userId, userId)));
  return row?.type ?? null;
}

describe.each(drivers)('admin B2B accounts (b2b-ucty) on %s', (driver) => {
  const { mails } = useMailTestDatabase(current, driver, 5);
  let sessions: Record<AdminCallerKey, string>;
  let hotel: number;

  beforeAll(async () => {
    sessions = await adminSessions(db());
    hotel = await customerIdOf(db(), 'hotelPromenada');
  });

  function patch(customerId: number, userId: number, body: unknown) {
    return call(memberRoute.PATCH, 'PATCH', `${BASE}/${customerId}/${userId}`, {
      token: sessions.dealer,
      params: { customerId: String(customerId), userId: String(userId) },
      body,
    });
  }

  it('only dealers and superadmins may list, add, change and remove memberships', async () => {
    const params = { customerId: String(hotel), userId: '1' };
    await expectOnlyRolesMayCall(listRoute.GET, 'GET', BASE, sessions, staff);
    await expectOnlyRolesMayCall(listRoute.POST, 'POST', BASE, sessions, staff, {
      body: { customer_id: hotel, email: 'x@example.com', b2b_account_type: 'CUSTOMER_MANAGER' },
    });
    await expectOnlyRolesMayCall(memberRoute.PATCH, 'PATCH', `${BASE}/${hotel}/1`, sessions, staff, {
      params,
      body: { b2b_account_type: 'CUSTOMER_ADMIN' },
    });
    await expectOnlyRolesMayCall(memberRoute.DELETE, 'DELETE', `${BASE}/${hotel}/1`, sessions, staff, {
      params,
    });
    expect(await mails()).toEqual([]);
  });

  it('lists memberships by customer, account type and search', async () => {
    const list = async (query: string) => {
      const response = await call(listRoute.GET, 'GET', `${BASE}${query}`, { token: sessions.dealer });
      expect(response.status, query).toBe(200);
      return (await response.json()).items as {
        email: string;
        b2b_account_type: string;
        customer_name: string;
      }[];
    };
    const ofHotel = await list(`?customer=${hotel}`);
    expect(ofHotel.map((item) => item.email).sort()).toEqual(
      [demoUser('b2bAdmin').email, demoUser('b2bHotel').email].sort(),
    );
    expect((await list(`?customer=${hotel}&type=CUSTOMER_ADMIN`)).map((item) => item.email)).toEqual([
      demoUser('b2bAdmin').email,
    ]);
    const searched = await list('?q=manazer');
    expect(searched).toEqual([
      expect.objectContaining({ email: demoUser('b2bManager').email, customer_name: 'Bistro Vltava s.r.o.' }),
    ]);
    const bad = await call(listRoute.GET, 'GET', `${BASE}?type=OWNER&customer=abc`, {
      token: sessions.dealer,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      fields: { type: expect.any(Array), customer: expect.any(Array) },
    });
  });

  it('adds an existing user or a new one by e-mail; the new one sets a password from the e-mail', async () => {
    const existing = demoUser('customer');
    const added = await call(listRoute.POST, 'POST', BASE, {
      token: sessions.dealer,
      body: { customer_id: hotel, email: existing.email.toUpperCase(), b2b_account_type: 'CUSTOMER_MANAGER' },
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({
      user_id: await userIdOf(db(), existing.email),
      customer_id: hotel,
      new_user: false,
    });
    const [notice] = await mails();
    // The existing user reads it in their own language (Czech).
    expect(notice).toMatchObject({
      to: existing.email,
      subject: 'Máte přístup k firemnímu účtu – Horeca Shop',
    });
    expect(notice!.text).toContain('/login');

    const before = await membershipCount();
    const twice = await call(listRoute.POST, 'POST', BASE, {
      token: sessions.dealer,
      body: { customer_id: hotel, email: existing.email, b2b_account_type: 'CUSTOMER_ADMIN' },
    });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'ALREADY_MEMBER' });
    for (const body of [
      { customer_id: hotel, email: 'not-an-email', b2b_account_type: 'CUSTOMER_MANAGER' },
      { customer_id: hotel, email: 'nova@example.com', b2b_account_type: 'OWNER' },
    ]) {
      const bad = await call(listRoute.POST, 'POST', BASE, { token: sessions.dealer, body });
      expect(bad.status).toBe(400);
    }
    const unknown = await call(listRoute.POST, 'POST', BASE, {
      token: sessions.dealer,
      body: { customer_id: 999_999, email: 'nova@example.com', b2b_account_type: 'CUSTOMER_MANAGER' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'CUSTOMER_NOT_FOUND' });
    expect(await membershipCount()).toBe(before);
    expect(await db().select().from(users).where(eq(users.email, 'nova@example.com'))).toEqual([]);
    expect(await mails()).toHaveLength(1);

    const created = await call(listRoute.POST, 'POST', BASE, {
      token: sessions.superadmin,
      body: {
        customer_id: hotel,
        email: 'Nova@Example.com',
        firstname: 'Nora',
        lastname: 'Nová',
        b2b_account_type: 'CUSTOMER_MANAGER',
      },
    });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ new_user: true, customer_id: hotel });
    const [user] = await db().select().from(users).where(eq(users.id, body.user_id));
    expect(user).toMatchObject({ email: 'nova@example.com', firstname: 'Nora', locale: 'sk' });
    const invitation = (await mails()).find((mail) => mail.to === 'nova@example.com');
    expect(invitation).toMatchObject({
      to: 'nova@example.com',
      subject: 'Máte prístup k firemnému účtu – Horeca Shop',
    });
    const token = /obnova-hesla-nastavenie\?token=([\w-]{43})/.exec(invitation!.text)?.[1];
    const reset = await accountCall({
      handler: resetRoute.POST,
      method: 'POST',
      path: '/api/auth/password-reset',
      body: { token, password: 'Hotelovy-uterak-31' },
      ip: freshIp(),
    });
    expect(reset.status).toBe(200);
  });

  it('changes account types and removes access, but a customer with users keeps an admin', async () => {
    const admin = await userIdOf(db(), demoUser('b2bAdmin').email);
    const buyer = await userIdOf(db(), demoUser('b2bHotel').email);
    const demote = await patch(hotel, admin, { b2b_account_type: 'CUSTOMER_MANAGER' });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({ code: 'LAST_CUSTOMER_ADMIN' });
    expect(await typeOf(hotel, admin)).toBe('CUSTOMER_ADMIN');
    expect((await patch(hotel, buyer, { b2b_account_type: 'BOSS' })).status).toBe(400);

    expect((await patch(hotel, buyer, { b2b_account_type: 'CUSTOMER_ADMIN' })).status).toBe(204);
    expect((await patch(hotel, admin, { b2b_account_type: 'CUSTOMER_MANAGER' })).status).toBe(204);
    expect(await typeOf(hotel, buyer)).toBe('CUSTOMER_ADMIN');
    expect(await typeOf(hotel, admin)).toBe('CUSTOMER_MANAGER');

    const params = { customerId: String(hotel), userId: String(admin) };
    const removed = await call(memberRoute.DELETE, 'DELETE', `${BASE}/${hotel}/${admin}`, {
      token: sessions.dealer,
      params,
    });
    expect(removed.status).toBe(204);
    expect(await typeOf(hotel, admin)).toBeNull();
    const again = await call(memberRoute.DELETE, 'DELETE', `${BASE}/${hotel}/${admin}`, {
      token: sessions.dealer,
      params,
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    // The user account itself stays.
    expect(await db().select({ id: users.id }).from(users).where(eq(users.id, admin))).toHaveLength(1);
  });
});
