import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions as sessionTable, users } from '@/lib/server/db/schema';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { call as accountCall, freshIp } from './support/account-calls';
import {
  adminSessions,
  expectOnlyRolesMayCall,
  staffSession,
  type AdminCallerKey,
} from './support/admin-calls';
import { call, userIdOf } from './support/b2b-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

const current = provideTestState();
const db = () => current.database!.db;

const listRoute = await import('@/app/api/admin/uzivatele/route');
const userRoute = await import('@/app/api/admin/uzivatele/[id]/route');
const resetRoute = await import('@/app/api/admin/uzivatele/[id]/password-reset/route');
const loginRoute = await import('@/app/api/auth/login/route');
const whoRoute = await import('@/app/api/auth/user/route');

const BASE = '/api/admin/uzivatele';

function signIn(email: string, password: string) {
  return accountCall({
    handler: loginRoute.POST,
    method: 'POST',
    path: '/api/auth/login',
    body: { username: email, password },
    ip: freshIp(),
  });
}

async function rowOf(id: number) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

describe.each(drivers)('admin users (uzivatele) on %s', (driver) => {
  const { mails } = useMailTestDatabase(current, driver, 5);
  let sessions: Record<AdminCallerKey, string>;

  beforeAll(async () => {
    sessions = await adminSessions(db());
  });

  function patch(id: number, body: unknown, token = sessions.superadmin) {
    return call(userRoute.PATCH, 'PATCH', `${BASE}/${id}`, { token, params: { id: String(id) }, body });
  }

  it('only superadmins may list users, change roles and blocking, and send reset e-mails', async () => {
    const id = await userIdOf(db(), demoUser('customer').email);
    const params = { id: String(id) };
    await expectOnlyRolesMayCall(listRoute.GET, 'GET', BASE, sessions, ['superadmin']);
    await expectOnlyRolesMayCall(userRoute.GET, 'GET', `${BASE}/${id}`, sessions, ['superadmin'], { params });
    await expectOnlyRolesMayCall(userRoute.PATCH, 'PATCH', `${BASE}/${id}`, sessions, ['superadmin'], {
      params,
      body: { roles: ['ROLE_SUPERADMIN'], is_active: true },
    });
    await expectOnlyRolesMayCall(
      resetRoute.POST,
      'POST',
      `${BASE}/${id}/password-reset`,
      sessions,
      ['superadmin'],
      {
        params,
      },
    );
    expect((await rowOf(id)).roles).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('lists users by role, blocking and search', async () => {
    const list = async (query: string) => {
      const response = await call(listRoute.GET, 'GET', `${BASE}${query}`, { token: sessions.superadmin });
      expect(response.status, query).toBe(200);
      return ((await response.json()).items as { email: string }[]).map((item) => item.email);
    };
    expect(await list('?role=ROLE_DEALER')).toEqual([demoUser('dealer').email]);
    const shoppers = await list('?role=none&per_page=100');
    expect(shoppers).toContain(demoUser('customer').email);
    expect(shoppers).not.toContain(demoUser('translator').email);
    expect(await list('?q=prekladatel')).toEqual([demoUser('translator').email]);
    expect(await list('?blocked=yes')).toEqual([]);
    const bad = await call(listRoute.GET, 'GET', `${BASE}?role=ROLE_KING`, { token: sessions.superadmin });
    expect(bad.status).toBe(400);
  });

  it('changes roles; blocking ends the sessions and stops sign-in until unblocked', async () => {
    const translator = demoUser('translator');
    const id = await userIdOf(db(), translator.email);
    const granted = await patch(id, { roles: ['ROLE_TRANSLATOR', 'ROLE_DEALER'], is_active: true });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({
      roles: ['ROLE_TRANSLATOR', 'ROLE_DEALER'],
      is_active: true,
    });

    const session = await staffSession(db(), 'translator');
    const blocked = await patch(id, { roles: ['ROLE_TRANSLATOR'], is_active: false });
    expect(blocked.status).toBe(200);
    expect(await db().select().from(sessionTable).where(eq(sessionTable.userId, id))).toEqual([]);
    const who = await accountCall({
      handler: whoRoute.GET,
      method: 'GET',
      path: '/api/auth/user',
      sessionToken: session,
    });
    expect(who.status).toBe(401);
    expect((await signIn(translator.email, translator.password)).status).toBe(401);

    const reset = await call(resetRoute.POST, 'POST', `${BASE}/${id}/password-reset`, {
      token: sessions.superadmin,
      params: { id: String(id) },
    });
    expect(reset.status).toBe(422);
    expect(await reset.json()).toMatchObject({ code: 'USER_BLOCKED' });

    expect((await patch(id, { roles: ['ROLE_TRANSLATOR'], is_active: true })).status).toBe(200);
    expect((await signIn(translator.email, translator.password)).status).toBe(200);
    // The translator's own session for the other tests of this file.
    sessions.translator = await staffSession(db(), 'translator');
  });

  it('a superadmin cannot take their own superadmin role or block themselves; invalid input changes nothing', async () => {
    const self = await userIdOf(db(), demoUser('superadmin').email);
    const before = await rowOf(self);
    const demote = await patch(self, { roles: ['ROLE_DEALER'], is_active: true });
    expect(demote.status).toBe(422);
    expect(await demote.json()).toEqual({
      code: 'OWN_SUPERADMIN_ROLE',
      message: 'You cannot remove your own superadmin role.',
    });
    const block = await patch(self, { roles: ['ROLE_SUPERADMIN'], is_active: false });
    expect(block.status).toBe(422);
    expect(await block.json()).toMatchObject({ code: 'OWN_ACCOUNT_BLOCK' });

    const customer = await userIdOf(db(), demoUser('customer').email);
    for (const body of [
      { roles: ['ROLE_KING'], is_active: true },
      { roles: ['ROLE_DEALER', 'ROLE_DEALER'], is_active: true },
      { roles: [] },
    ]) {
      const bad = await patch(customer, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(999_999, { roles: [], is_active: true })).status).toBe(404);
    expect(await rowOf(self)).toEqual(before);
    expect((await rowOf(customer)).roles).toEqual([]);
  });

  it('sends a password-reset e-mail whose link sets a new password', async () => {
    const customer = demoUser('customer');
    const id = await userIdOf(db(), customer.email);
    const response = await call(resetRoute.POST, 'POST', `${BASE}/${id}/password-reset`, {
      token: sessions.superadmin,
      params: { id: String(id) },
    });
    expect(response.status).toBe(202);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: customer.email, subject: 'Obnova hesla – Horeca Shop' });
    const token = /obnova-hesla-nastavenie\?token=([\w-]{43})/.exec(mail!.text)?.[1];
    const passwordRoute = await import('@/app/api/auth/password-reset/route');
    const set = await accountCall({
      handler: passwordRoute.POST,
      method: 'POST',
      path: '/api/auth/password-reset',
      body: { token, password: 'Nova-cajova-lyzicka-5' },
      ip: freshIp(),
    });
    expect(set.status).toBe(200);
    expect((await signIn(customer.email, 'Nova-cajova-lyzicka-5')).status).toBe(200);
  });
});
