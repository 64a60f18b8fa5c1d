import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerInvitations, customerMemberships, sessions } from '@/lib/server/db/schema';
import { hashSessionToken } from '@/lib/server/auth/session-token';
import { readMailFolder } from './support/read-eml';
import { call, customerIdOf, sessionOf, userIdOf } from './support/b2b-calls';
import { selectedOfSession } from './support/selected-customer';
import { drivers, openTestDatabase } from './support/test-database';
import { deliverQueuedMail, provideTestState } from './support/mail-test-database';

const current = provideTestState();

const usersRoute = await import('@/app/api/b2b/users/route');
const memberRoute = await import('@/app/api/b2b/users/[userId]/route');
const inviteRoute = await import('@/app/api/b2b/users/invitations/route');
const invitationRoute = await import('@/app/api/b2b/users/invitations/[id]/route');
const resendRoute = await import('@/app/api/b2b/users/invitations/[id]/resend/route');
const acceptRoute = await import('@/app/api/b2b/users/invitations/accept/route');
const authUserRoute = await import('@/app/api/auth/user/route');

const MANAGER_EMAIL = 'b2b.manazer@horeca-shop.localhost';

function db() {
  return current.database!.db;
}

const mailDir = () => path.join(current.dataDir, 'mail');

const listUsers = (token: string | null) => call(usersRoute.GET, 'GET', '/api/b2b/users', { token });
const invite = (token: string | null, body: unknown, locale: 'sk' | 'cs' | 'en' = 'en') =>
  call(inviteRoute.POST, 'POST', '/api/b2b/users/invitations', { token, body, locale });
const changeRole = (token: string | null, userId: number, body: unknown) =>
  call(memberRoute.PATCH, 'PATCH', `/api/b2b/users/${userId}`, {
    token,
    body,
    params: { userId: String(userId) },
  });
const removeUser = (token: string | null, userId: number) =>
  call(memberRoute.DELETE, 'DELETE', `/api/b2b/users/${userId}`, {
    token,
    params: { userId: String(userId) },
  });
const cancel = (token: string | null, id: number) =>
  call(invitationRoute.DELETE, 'DELETE', `/api/b2b/users/invitations/${id}`, {
    token,
    params: { id: String(id) },
  });
const resend = (token: string | null, id: number) =>
  call(resendRoute.POST, 'POST', `/api/b2b/users/invitations/${id}/resend`, {
    token,
    params: { id: String(id) },
  });
const accept = (body: unknown, token: string | null = null) =>
  call(acceptRoute.POST, 'POST', '/api/b2b/users/invitations/accept', { token, body });

/** The token of the newest invitation e-mail to `to`, read from its link. */
async function invitationToken(to: string): Promise<{ token: string; subject: string; text: string }> {
  await deliverQueuedMail(current.database!.db);
  const mails = (await readMailFolder(mailDir())).map(({ mail }) => mail).filter((mail) => mail.to === to);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no invitation to ${to}`);
  const url = /(http\S+\/b2b\/(?:pozvanka|invitation)\?token=\S+)/.exec(mail.text)![1]!;
  return { token: new URL(url).searchParams.get('token')!, subject: mail.subject, text: mail.text };
}

function signedInToken(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('auth._token.local='));
  return cookie ? cookie.split(';')[0]!.split('=')[1]! : null;
}

describe.each(drivers)('company users and invitations on %s', (driver) => {
  let bistro: number;
  let admin: string;
  let manager: string;

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 20 });
    current.dataDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-b2b-users-'));
    bistro = await customerIdOf(db(), 'bistroVltava');
  });
  beforeEach(async () => {
    admin = await sessionOf(db(), 'b2bAdmin', 'bistroVltava');
    manager = await sessionOf(db(), 'b2bManager', 'bistroVltava');
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
    await rm(current.dataDir, { recursive: true, force: true });
  });

  it('lists the members with their roles to the admin; a manager is refused their contacts (spec §6)', async () => {
    const body = await (await listUsers(admin)).json();
    expect(body.can_manage).toBe(true);
    expect(
      body.members.map((member: { email: string; b2b_account_type: string; is_you: boolean }) => [
        member.email,
        member.b2b_account_type,
        member.is_you,
      ]),
    ).toEqual([
      ['b2b.admin@horeca-shop.localhost', 'CUSTOMER_ADMIN', true],
      [MANAGER_EMAIL, 'CUSTOMER_MANAGER', false],
    ]);
    const asManager = await listUsers(manager);
    expect(asManager.status).toBe(403);
    expect(await asManager.json()).toMatchObject({ code: 'CUSTOMER_ADMIN_ONLY' });
  });

  it('invites a new colleague who sets a name and password, is signed in as a member, and cannot use the link again', async () => {
    const email = 'Eva.Nova@Bistro-Vltava.example';
    const created = await invite(admin, { email, b2b_account_type: 'CUSTOMER_MANAGER' }, 'cs');
    expect(created.status).toBe(201);
    const { invitation } = await created.json();
    expect(invitation).toMatchObject({
      email: 'eva.nova@bistro-vltava.example',
      b2b_account_type: 'CUSTOMER_MANAGER',
      is_expired: false,
    });
    const expiresIn = Date.parse(invitation.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 86_400_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);

    const mail = await invitationToken('eva.nova@bistro-vltava.example');
    expect(mail.subject).toBe('Martin Dvořák vás zve do firemního účtu Bistro Vltava s.r.o. v Horeca Shop');
    expect(mail.text).toContain('s rolí nákupčí');
    expect(mail.text).toContain('http://localhost:3000/cs/b2b/pozvanka?token=');
    const [stored] = await db()
      .select()
      .from(customerInvitations)
      .where(eq(customerInvitations.id, invitation.id));
    expect(stored!.tokenHash).toBe(hashSessionToken(mail.token));

    const incomplete = await accept({ token: mail.token, firstname: 'Eva' });
    expect(incomplete.status).toBe(400);
    expect(Object.keys((await incomplete.json()).fields)).toEqual(
      expect.arrayContaining(['lastname', 'password']),
    );
    const short = await accept({ token: mail.token, firstname: 'Eva', lastname: 'Nová', password: 'krátké' });
    expect(short.status).toBe(400);
    expect((await short.json()).fields.password).toEqual(['passwordTooShort|8']);
    const common = await accept({
      token: mail.token,
      firstname: 'Eva',
      lastname: 'Nová',
      password: 'password123',
    });
    expect((await common.json()).fields.password).toEqual(['passwordCommon']);

    const accepted = await accept({
      token: mail.token,
      firstname: 'Eva',
      lastname: 'Nová',
      password: 'Sklenice-2026',
    });
    expect(accepted.status).toBe(200);
    const session = signedInToken(accepted);
    expect(session).not.toBeNull();
    expect((await accepted.json()).user).toMatchObject({
      email: 'eva.nova@bistro-vltava.example',
      firstname: 'Eva',
      selected_customer: { id: bistro },
      b2b_account_type: 'CUSTOMER_MANAGER',
      is_customer_admin: false,
    });
    const me = await call(authUserRoute.GET, 'GET', '/api/auth/user', { token: session });
    expect((await me.json()).user.selected_customer.id).toBe(bistro);

    const again = await accept({
      token: mail.token,
      firstname: 'Eva',
      lastname: 'Nová',
      password: 'Sklenice-2026',
    });
    expect(again.status).toBe(410);
    expect((await again.json()).code).toBe('INVITATION_USED');
    const members = (await (await listUsers(admin)).json()).members;
    expect(members.map((member: { email: string }) => member.email)).toContain(
      'eva.nova@bistro-vltava.example',
    );
    expect((await (await listUsers(admin)).json()).invitations).toEqual([]);
  });

  it('refuses an expired link, and one replaced by sending the invitation again', async () => {
    const email = 'expiring@bistro-vltava.example';
    const { invitation } = await (await invite(admin, { email, b2b_account_type: 'CUSTOMER_ADMIN' })).json();
    const first = await invitationToken(email);
    const duplicate = await invite(admin, { email, b2b_account_type: 'CUSTOMER_ADMIN' });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).code).toBe('INVITATION_PENDING');

    const resent = await resend(admin, invitation.id);
    expect(resent.status).toBe(200);
    const second = await invitationToken(email);
    expect(second.token).not.toBe(first.token);
    const stale = await accept({
      token: first.token,
      firstname: 'A',
      lastname: 'B',
      password: 'Sklenice-2026',
    });
    expect(stale.status).toBe(404);
    expect((await stale.json()).code).toBe('INVITATION_NOT_FOUND');

    await db()
      .update(customerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerInvitations.id, invitation.id));
    const expired = await accept({
      token: second.token,
      firstname: 'A',
      lastname: 'B',
      password: 'Sklenice-2026',
    });
    expect(expired.status).toBe(410);
    expect((await expired.json()).code).toBe('INVITATION_EXPIRED');
    const listed = (await (await listUsers(admin)).json()).invitations;
    expect(listed.find((candidate: { id: number }) => candidate.id === invitation.id).is_expired).toBe(true);

    // An expired invitation may be made again, which replaces it.
    expect((await invite(admin, { email, b2b_account_type: 'CUSTOMER_MANAGER' })).status).toBe(201);
    const cancelled = (await (await listUsers(admin)).json()).invitations.find(
      (candidate: { email: string }) => candidate.email === email,
    );
    expect((await cancel(admin, cancelled.id)).status).toBe(200);
    const third = await invitationToken(email);
    expect(
      (await accept({ token: third.token, firstname: 'A', lastname: 'B', password: 'Sklenice-2026' })).status,
    ).toBe(404);
  });

  it('lets an existing user accept by signing in, or signed in already as the invited address', async () => {
    const hotelAdmin = await sessionOf(db(), 'b2bAdmin', 'hotelPromenada');
    // The Bistro manager is invited to the hotel too.
    await invite(hotelAdmin, { email: MANAGER_EMAIL, b2b_account_type: 'CUSTOMER_ADMIN' });
    const { token } = await invitationToken(MANAGER_EMAIL);
    const withoutPassword = await accept({ token });
    expect(withoutPassword.status).toBe(409);
    expect((await withoutPassword.json()).code).toBe('INVITATION_SIGN_IN_REQUIRED');
    const wrong = await accept({ token, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    const signedIn = await accept({ token, password: 'B2bManazer-2026!' });
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).user).toMatchObject({
      selected_customer: { id: await customerIdOf(db(), 'hotelPromenada') },
      b2b_account_type: 'CUSTOMER_ADMIN',
    });
    expect(signedInToken(signedIn)).not.toBeNull();

    const dealerBistro = await sessionOf(db(), 'dealer', 'bistroVltava');
    await invite(dealerBistro, {
      email: 'nakup.hotel@horeca-shop.localhost',
      b2b_account_type: 'CUSTOMER_MANAGER',
    });
    const hotelManager = await sessionOf(db(), 'b2bHotel', 'hotelPromenada');
    const second = await invitationToken('nakup.hotel@horeca-shop.localhost');
    const asInvitee = await accept({ token: second.token }, hotelManager);
    expect(asInvitee.status).toBe(200);
    expect(signedInToken(asInvitee)).toBeNull();
    expect(await selectedOfSession(db(), hotelManager)).toBe(bistro);
  });

  it('changes roles and removes members, but always keeps an admin; the removed user’s session stops shopping for the company', async () => {
    const managerId = await userIdOf(db(), MANAGER_EMAIL);
    const adminId = await userIdOf(db(), 'b2b.admin@horeca-shop.localhost');
    const lastAdmin = await changeRole(admin, adminId, { b2b_account_type: 'CUSTOMER_MANAGER' });
    expect(lastAdmin.status).toBe(409);
    expect((await lastAdmin.json()).code).toBe('LAST_CUSTOMER_ADMIN');
    expect((await removeUser(admin, adminId)).status).toBe(409);

    const promoted = await changeRole(admin, managerId, { b2b_account_type: 'CUSTOMER_ADMIN' });
    expect(promoted.status).toBe(200);
    expect((await promoted.json()).member).toMatchObject({
      user_id: managerId,
      b2b_account_type: 'CUSTOMER_ADMIN',
    });
    const demoted = await changeRole(admin, managerId, { b2b_account_type: 'CUSTOMER_MANAGER' });
    expect((await demoted.json()).member.b2b_account_type).toBe('CUSTOMER_MANAGER');

    const removed = await removeUser(admin, managerId);
    expect(removed.status).toBe(200);
    expect(await selectedOfSession(db(), manager)).toBeNull();
    const me = await (await call(authUserRoute.GET, 'GET', '/api/auth/user', { token: manager })).json();
    expect(me.user.selected_customer).toBeNull();
    expect(me.user.customers.map((customer: { id: number }) => customer.id)).not.toContain(bistro);
    expect((await listUsers(manager)).status).toBe(403);
    expect((await removeUser(admin, managerId)).status).toBe(404);
    await db()
      .insert(customerMemberships)
      .values({ userId: managerId, customerId: bistro, b2bAccountType: 'CUSTOMER_MANAGER' });
  });

  it('refuses every change to a manager (403), and changes nothing', async () => {
    const adminId = await userIdOf(db(), 'b2b.admin@horeca-shop.localhost');
    await invite(admin, { email: 'pending@bistro-vltava.example', b2b_account_type: 'CUSTOMER_MANAGER' });
    const pending = (await (await listUsers(admin)).json()).invitations[0];
    const attempts = [
      invite(manager, { email: 'friend@example.com', b2b_account_type: 'CUSTOMER_ADMIN' }),
      changeRole(manager, adminId, { b2b_account_type: 'CUSTOMER_MANAGER' }),
      removeUser(manager, adminId),
      resend(manager, pending.id),
      cancel(manager, pending.id),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('CUSTOMER_ADMIN_ONLY');
    }
    const after = await (await listUsers(admin)).json();
    expect(after.invitations.map((invitation: { email: string }) => invitation.email)).toEqual([
      'pending@bistro-vltava.example',
    ]);
    const [membership] = await db()
      .select()
      .from(customerMemberships)
      .where(and(eq(customerMemberships.customerId, bistro), eq(customerMemberships.userId, adminId)));
    expect(membership!.b2bAccountType).toBe('CUSTOMER_ADMIN');
    await cancel(admin, pending.id);
  });

  it('answers bad input with a clear 400 and keeps everything as it was', async () => {
    const managerId = await userIdOf(db(), MANAGER_EMAIL);
    const cases = [
      invite(admin, { email: 'not-an-address', b2b_account_type: 'CUSTOMER_MANAGER' }),
      invite(admin, { email: 'ok@example.com', b2b_account_type: 'OWNER' }),
      invite(admin, {}),
      changeRole(admin, managerId, { b2b_account_type: 'ROLE_SUPERADMIN' }),
      accept({ token: 'short' }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('VALIDATION_ERROR');
    }
    expect((await changeRole(admin, 0, { b2b_account_type: 'CUSTOMER_ADMIN' })).status).toBe(400);
    expect((await (await listUsers(admin)).json()).invitations).toEqual([]);
    const alreadyMember = await invite(admin, {
      email: MANAGER_EMAIL.toUpperCase(),
      b2b_account_type: 'CUSTOMER_ADMIN',
    });
    expect(alreadyMember.status).toBe(409);
    expect((await alreadyMember.json()).code).toBe('ALREADY_MEMBER');
    const withoutChannel = await call(inviteRoute.POST, 'POST', '/api/b2b/users/invitations', {
      token: admin,
      channel: null,
      body: { email: 'x@example.com', b2b_account_type: 'CUSTOMER_MANAGER' },
    });
    expect(withoutChannel.status).toBe(403);
    expect((await (await listUsers(admin)).json()).invitations).toEqual([]);
  });

  it('keeps the session’s selection untouched for the sessions of other users', async () => {
    const other = await sessionOf(db(), 'b2bAdmin', 'hotelPromenada');
    await removeUser(admin, await userIdOf(db(), MANAGER_EMAIL));
    expect(await selectedOfSession(db(), other)).toBe(await customerIdOf(db(), 'hotelPromenada'));
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(other)));
    expect(row).toBeDefined();
    await db()
      .insert(customerMemberships)
      .values({
        userId: await userIdOf(db(), MANAGER_EMAIL),
        customerId: bistro,
        b2bAccountType: 'CUSTOMER_MANAGER',
      });
  });
});
