import { count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addresses,
  auditLog,
  b2bRegistrations,
  customerMemberships,
  customers,
  users,
} from '@/lib/server/db/schema';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { call as accountCall, freshIp } from './support/account-calls';
import { adminSessions, expectOnlyRolesMayCall, type AdminCallerKey } from './support/admin-calls';
import { call, userIdOf } from './support/b2b-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

const current = provideTestState();
const db = () => current.database!.db;

const listRoute = await import('@/app/api/admin/registrace-b2b-formular/route');
const detailRoute = await import('@/app/api/admin/registrace-b2b-formular/[id]/route');
const approveRoute = await import('@/app/api/admin/registrace-b2b-formular/[id]/approve/route');
const rejectRoute = await import('@/app/api/admin/registrace-b2b-formular/[id]/reject/route');
const resetRoute = await import('@/app/api/auth/password-reset/route');
const loginRoute = await import('@/app/api/auth/login/route');

const BASE = '/api/admin/registrace-b2b-formular';
const staff: AdminCallerKey[] = ['dealer', 'superadmin'];

type RegistrationValues = typeof b2bRegistrations.$inferInsert;

async function applied(change: Partial<RegistrationValues> = {}): Promise<number> {
  const [row] = await db()
    .insert(b2bRegistrations)
    .values({
      companyName: 'Bistro U Mostu s.r.o.',
      companyId: '27082440',
      vatId: 'CZ27082440',
      isVatPayer: true,
      firstname: 'Karel',
      lastname: 'Veselý',
      email: 'karel@bistro-u-mostu.cz',
      phone: '+420 602 111 222',
      street: 'Mostecká 4',
      city: 'Praha',
      zip: '118 00',
      country: 'CZ',
      businessType: 'restaurant',
      note: 'Odebíráme hlavně sklo.',
      locale: 'cs',
      channel: 'cz',
      ...change,
    })
    .returning({ id: b2bRegistrations.id });
  return row!.id;
}

async function counts() {
  const [[customerCount], [userCount], [membershipCount], [auditCount]] = await Promise.all([
    db().select({ n: count() }).from(customers),
    db().select({ n: count() }).from(users),
    db().select({ n: count() }).from(customerMemberships),
    db().select({ n: count() }).from(auditLog),
  ]);
  return {
    customers: customerCount!.n,
    users: userCount!.n,
    memberships: membershipCount!.n,
    audit: auditCount!.n,
  };
}

async function registrationRow(id: number) {
  const [row] = await db().select().from(b2bRegistrations).where(eq(b2bRegistrations.id, id));
  return row!;
}

describe.each(drivers)('admin registrations (registrace-b2b-formular) on %s', (driver) => {
  const { mails } = useMailTestDatabase(current, driver, 5);
  let sessions: Record<AdminCallerKey, string>;

  beforeAll(async () => {
    sessions = await adminSessions(db());
  });
  beforeEach(async () => {
    await db().delete(b2bRegistrations);
  });

  it('only dealers and superadmins may list, read, approve and reject registrations', async () => {
    const id = await applied();
    const params = { id: String(id) };
    await expectOnlyRolesMayCall(listRoute.GET, 'GET', BASE, sessions, staff);
    await expectOnlyRolesMayCall(detailRoute.GET, 'GET', `${BASE}/${id}`, sessions, staff, { params });
    await expectOnlyRolesMayCall(approveRoute.POST, 'POST', `${BASE}/${id}/approve`, sessions, staff, {
      params,
    });
    await expectOnlyRolesMayCall(rejectRoute.POST, 'POST', `${BASE}/${id}/reject`, sessions, staff, {
      params,
      body: { reason: 'Neúplné údaje' },
    });
    expect((await registrationRow(id)).status).toBe('pending');
  });

  it('lists registrations newest first, by state and search, and shows one in detail', async () => {
    const older = await applied({
      companyName: 'Hotel Tatry a.s.',
      email: 'recepcia@tatry.sk',
      country: 'SK',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await applied({ companyName: 'Kavárna Na Rohu', email: 'info@narohu.cz' });
    await db()
      .update(b2bRegistrations)
      .set({ status: 'rejected', rejectionReason: 'x' })
      .where(eq(b2bRegistrations.id, older));

    const all = await (await call(listRoute.GET, 'GET', BASE, { token: sessions.dealer })).json();
    expect(all).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(all.items.map((item: { id: number }) => item.id)).toEqual([newer, older]);
    expect(all.items[0]).toMatchObject({
      company_name: 'Kavárna Na Rohu',
      contact_name: 'Karel Veselý',
      status: 'pending',
      channel: 'cz',
    });

    const pending = await (
      await call(listRoute.GET, 'GET', `${BASE}?state=pending`, { token: sessions.dealer })
    ).json();
    expect(pending.items.map((item: { id: number }) => item.id)).toEqual([newer]);
    const searched = await (
      await call(listRoute.GET, 'GET', `${BASE}?q=tatry`, { token: sessions.dealer })
    ).json();
    expect(searched.items.map((item: { id: number }) => item.id)).toEqual([older]);
    const sorted = await (
      await call(listRoute.GET, 'GET', `${BASE}?sort=company_name&dir=asc`, { token: sessions.dealer })
    ).json();
    expect(sorted.items.map((item: { company_name: string }) => item.company_name)).toEqual([
      'Hotel Tatry a.s.',
      'Kavárna Na Rohu',
    ]);

    const bad = await call(listRoute.GET, 'GET', `${BASE}?state=archived`, { token: sessions.dealer });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { state: expect.any(Array) },
    });

    const detail = await call(detailRoute.GET, 'GET', `${BASE}/${older}`, {
      token: sessions.superadmin,
      params: { id: String(older) },
    });
    expect(await detail.json()).toMatchObject({
      id: older,
      company_name: 'Hotel Tatry a.s.',
      street: 'Mostecká 4',
      note: 'Odebíráme hlavně sklo.',
      status: 'rejected',
      rejection_reason: 'x',
    });
    const missing = await call(detailRoute.GET, 'GET', `${BASE}/999999`, {
      token: sessions.dealer,
      params: { id: '999999' },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      code: 'REGISTRATION_NOT_FOUND',
      message: 'This registration does not exist.',
    });
  });

  it('approving creates the customer and its admin, who sets a password from the e-mail and signs in', async () => {
    const id = await applied();
    const before = await counts();
    const response = await call(approveRoute.POST, 'POST', `${BASE}/${id}/approve`, {
      token: sessions.dealer,
      params: { id: String(id) },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      new_user: true,
      registration: { status: 'approved', decided_by: demoUser('dealer').email },
    });
    expect(body.registration.customer_id).toBe(body.customer_id);

    const [customer] = await db().select().from(customers).where(eq(customers.id, body.customer_id));
    expect(customer).toMatchObject({
      name: 'Bistro U Mostu s.r.o.',
      companyId: '27082440',
      vatId: 'CZ27082440',
      isVatPayer: true,
      country: 'CZ',
      channel: 'cz',
      isB2b: true,
      isBlocked: false,
      dealerUserId: await userIdOf(db(), demoUser('dealer').email),
    });
    expect(customer!.approvedAt).toBeInstanceOf(Date);
    const customerAddresses = await db()
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, body.customer_id));
    expect(customerAddresses).toEqual([
      expect.objectContaining({
        isBilling: true,
        isDelivery: true,
        street: 'Mostecká 4',
        zip: '118 00',
        company: 'Bistro U Mostu s.r.o.',
      }),
    ]);
    const memberships = await db()
      .select()
      .from(customerMemberships)
      .where(eq(customerMemberships.customerId, body.customer_id));
    expect(memberships).toEqual([
      expect.objectContaining({ userId: body.user_id, b2bAccountType: 'CUSTOMER_ADMIN' }),
    ]);
    expect(await counts()).toEqual({
      customers: before.customers + 1,
      users: before.users + 1,
      memberships: before.memberships + 1,
      audit: before.audit + 1,
    });

    // No password works before the partner sets one.
    const early = await accountCall({
      handler: loginRoute.POST,
      method: 'POST',
      path: '/api/auth/login',
      body: { username: 'karel@bistro-u-mostu.cz', password: '!' },
      ip: freshIp(),
    });
    expect(early.status).toBe(401);

    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: 'karel@bistro-u-mostu.cz',
      subject: 'Váš partnerský účet je schválen – Horeca Shop',
    });
    expect(mail!.text).toContain('Bistro U Mostu s.r.o.');
    const token = /obnova-hesla-nastavenie\?token=([\w-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    const reset = await accountCall({
      handler: resetRoute.POST,
      method: 'POST',
      path: '/api/auth/password-reset',
      body: { token, password: 'Partnersky-ucet-77' },
      ip: freshIp(),
    });
    expect(reset.status).toBe(200);
    const login = await accountCall({
      handler: loginRoute.POST,
      method: 'POST',
      path: '/api/auth/login',
      body: { username: 'karel@bistro-u-mostu.cz', password: 'Partnersky-ucet-77' },
      ip: freshIp(),
    });
    expect(login.status).toBe(200);

    // Decided once: a second decision changes nothing.
    const again = await call(approveRoute.POST, 'POST', `${BASE}/${id}/approve`, {
      token: sessions.superadmin,
      params: { id: String(id) },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'REGISTRATION_DECIDED' });
    const rejectDecided = await call(rejectRoute.POST, 'POST', `${BASE}/${id}/reject`, {
      token: sessions.superadmin,
      params: { id: String(id) },
      body: { reason: 'Pozdě' },
    });
    expect(rejectDecided.status).toBe(409);
    expect((await registrationRow(id)).status).toBe('approved');
    expect((await counts()).customers).toBe(before.customers + 1);
  });

  it('an applicant who already has an account becomes the admin of the new customer without a new user', async () => {
    const existing = demoUser('customer');
    const id = await applied({ email: existing.email.toUpperCase(), locale: 'sk' });
    const before = await counts();
    const response = await call(approveRoute.POST, 'POST', `${BASE}/${id}/approve`, {
      token: sessions.superadmin,
      params: { id: String(id) },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ new_user: false, user_id: await userIdOf(db(), existing.email) });
    const [customer] = await db().select().from(customers).where(eq(customers.id, body.customer_id));
    // A superadmin is nobody's dealer.
    expect(customer!.dealerUserId).toBeNull();
    expect((await counts()).users).toBe(before.users);
    const [mail] = await mails();
    expect(mail!.subject).toBe('Váš partnerský účet je schválený – Horeca Shop');
    expect(mail!.text).toContain('/login');
    expect(mail!.text).not.toContain('token=');
  });

  it('rejecting needs a reason, stores it and tells the applicant; invalid input changes nothing', async () => {
    const id = await applied({ locale: 'en' });
    const before = await counts();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const response = await call(rejectRoute.POST, 'POST', `${BASE}/${id}/reject`, {
        token: sessions.dealer,
        params: { id: String(id) },
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { reason: expect.any(Array) },
      });
    }
    const badId = await call(approveRoute.POST, 'POST', `${BASE}/abc/approve`, {
      token: sessions.dealer,
      params: { id: 'abc' },
    });
    expect(badId.status).toBe(400);
    const unknown = await call(approveRoute.POST, 'POST', `${BASE}/999999/approve`, {
      token: sessions.dealer,
      params: { id: '999999' },
    });
    expect(unknown.status).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await registrationRow(id)).status).toBe('pending');
    expect(await mails()).toEqual([]);

    const response = await call(rejectRoute.POST, 'POST', `${BASE}/${id}/reject`, {
      token: sessions.dealer,
      params: { id: String(id) },
      body: { reason: '  We do not deliver to this region.  ' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'We do not deliver to this region.',
    });
    expect(await registrationRow(id)).toMatchObject({
      status: 'rejected',
      customerId: null,
      decidedByUserId: await userIdOf(db(), demoUser('dealer').email),
    });
    expect(await counts()).toEqual({ ...before, audit: before.audit + 1 });
    const [mail] = await mails();
    expect(mail).toMatchObject({
      to: 'karel@bistro-u-mostu.cz',
      subject: 'Your partner application – Horeca Shop',
    });
    expect(mail!.text).toContain('Reason: We do not deliver to this region.');
  });
});
