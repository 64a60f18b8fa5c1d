import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '@/lib/server/auth/session-token';
import { passwordResetTokens, sessions, users } from '@/lib/server/db/schema';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { isResetTokenUsable } from '@/lib/server/services/accounts/password-reset';
import { call, freshIp, sessionCookieSetBy, sessionOf } from './support/account-calls';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

const current = provideTestState();
const db = () => current.database!.db;

const requestRoute = await import('@/app/api/auth/password-reset/request/route');
const resetRoute = await import('@/app/api/auth/password-reset/route');
const login = await import('@/app/api/auth/login/route');
const authUser = await import('@/app/api/auth/user/route');

function askForLink(
  email: unknown,
  options: { ip?: string; locale?: 'sk' | 'cs' | 'en'; host?: string } = {},
) {
  const origin = `http://${options.host ?? 'localhost:3000'}`;
  return call({
    handler: requestRoute.POST,
    method: 'POST',
    path: `${origin}/api/auth/password-reset/request`,
    body: { email },
    ip: options.ip ?? freshIp(),
    locale: options.locale,
  });
}

function setPassword(body: unknown, cookie?: string) {
  return call({
    handler: resetRoute.POST,
    method: 'POST',
    path: '/api/auth/password-reset',
    body,
    ip: freshIp(),
    headers: cookie ? { cookie } : {},
  });
}

function signIn(email: string, password: string) {
  return call({
    handler: login.POST,
    method: 'POST',
    path: '/api/auth/login',
    body: { username: email, password },
    ip: freshIp(),
  });
}

function whoAmI(sessionToken: string) {
  return call({ handler: authUser.GET, method: 'GET', path: '/api/auth/user', sessionToken });
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Everything about an answer a client could compare, apart from the time it took. */
async function observable(response: Response) {
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'date');
  return { status: response.status, headers, body: await response.text() };
}

describe.each(drivers)('password reset on %s', (driver) => {
  const { mails } = useMailTestDatabase(current, driver, 5);

  /** The token of the last reset e-mail to `to`. */
  async function mailedToken(to: string): Promise<{ token: string; link: string }> {
    const mail = (await mails()).filter((candidate) => candidate.to === to).at(-1);
    const link = /https?:\/\/\S+token=([\w-]{43})/.exec(mail?.text ?? '');
    if (!link) throw new Error(`no reset link mailed to ${to}`);
    return { token: link[1]!, link: link[0] };
  }

  it('answers a known and an unknown e-mail identically, and e-mails only the account', async () => {
    const known = await askForLink('ZAKAZNIK@horeca-shop.localhost');
    const unknown = await askForLink('nikto@example.com');
    const seen = await observable(known);
    expect(seen).toEqual(await observable(unknown));
    expect(seen).toMatchObject({ status: 200, body: '{"ok":true}' });
    const sent = await mails();
    expect(sent.map((mail) => mail.to)).toEqual(['zakaznik@horeca-shop.localhost']);
  });

  it('answers `{ ok: true }` and mails a single-use link in the caller’s language, storing only its hash', async () => {
    const response = await askForLink('zakaznik@horeca-shop.localhost', { locale: 'en' });
    expect(await response.json()).toEqual({ ok: true });
    const [mail] = await mails();
    expect(mail!.subject).toBe('Password reset – Horeca Shop');
    const { token, link } = await mailedToken('zakaznik@horeca-shop.localhost');
    expect(link).toBe(`http://localhost:3000/en/user/reset-password-settings?token=${token}`);
    expect(mail!.html).toContain(`href="${link}"`);
    const stored = await db()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, await userIdOf('zakaznik@horeca-shop.localhost')));
    expect(stored.map((row) => row.tokenHash)).toContain(hashSessionToken(token));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    const row = stored.find((candidate) => candidate.tokenHash === hashSessionToken(token))!;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(3600_000);
  });

  it('links to the Czech shop without a prefix in Czech', async () => {
    await askForLink('b2b.admin@horeca-shop.localhost', { locale: 'cs', host: 'cz.localhost:3000' });
    const { token } = await mailedToken('b2b.admin@horeca-shop.localhost');
    const [mail] = await mails();
    expect(mail!.subject).toBe('Obnova hesla – Horeca Shop');
    expect(mail!.text).toContain(`http://cz.localhost:3000/uzivatel/obnova-hesla-nastavenie?token=${token}`);
  });

  it('links to the configured address of the shop, whatever port or host the request named', async () => {
    const asked = [
      ['cz.localhost:6666', demoUser('dealer').email],
      ['evil.example', demoUser('translator').email],
      ['127.0.0.1:9', demoUser('superadmin').email],
    ];
    for (const [host, email] of asked) await askForLink(email, { locale: 'cs', host });
    const links = (await mails()).map((mail) => /https?:\/\/[^/\s]+/.exec(mail.text)?.[0]);
    expect(links.sort()).toEqual([
      'http://cz.localhost:3000',
      'http://localhost:3000',
      'http://localhost:3000',
    ]);
  });

  it('sets the new password once, ends every session and signs in anew', async () => {
    const hotel = demoUser('b2bHotel');
    const phone = await sessionOf(db(), hotel.email);
    const laptop = await sessionOf(db(), hotel.email);
    await askForLink(hotel.email);
    const { token } = await mailedToken(hotel.email);
    expect(await isResetTokenUsable(db(), token)).toBe(true);

    const response = await setPassword(
      { token, password: 'Nove-heslo-hotela-9' },
      `auth._token.local=${laptop}`,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.user.email).toBe(hotel.email);
    expect(sessionCookieSetBy(response)).toBe(body.token);
    expect((await whoAmI(body.token)).status).toBe(200);
    expect((await whoAmI(phone)).status).toBe(401);
    expect((await whoAmI(laptop)).status).toBe(401);
    const remaining = await db()
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, await userIdOf(hotel.email)));
    expect(remaining).toEqual([{ tokenHash: hashSessionToken(body.token) }]);

    expect((await signIn(hotel.email, hotel.password)).status).toBe(401);
    expect((await signIn(hotel.email, 'Nove-heslo-hotela-9')).status).toBe(200);

    const again = await setPassword({ token, password: 'Este-ine-heslo-42' });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      code: 'RESET_TOKEN_INVALID',
      message:
        'The password reset link is not valid, has already been used or has expired. Please ask for a new one.',
    });
    expect(await isResetTokenUsable(db(), token)).toBe(false);
    expect((await signIn(hotel.email, 'Nove-heslo-hotela-9')).status).toBe(200);
  });

  it('refuses a link after its hour, and uses up older links with the new password', async () => {
    const dealer = demoUser('dealer');
    await askForLink(dealer.email);
    const first = await mailedToken(dealer.email);
    await askForLink(dealer.email);
    const second = await mailedToken(dealer.email);
    expect(second.token).not.toBe(first.token);

    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashSessionToken(first.token)));
    expect(await isResetTokenUsable(db(), first.token)).toBe(false);
    // Just before the hour is over the link still works (a clock moved by 59 minutes).
    expect(await isResetTokenUsable(db(), second.token, new Date(Date.now() + 59 * 60_000))).toBe(true);
    expect(await isResetTokenUsable(db(), second.token, new Date(Date.now() + 61 * 60_000))).toBe(false);

    const expired = await setPassword({ token: first.token, password: 'Heslo-po-hodine-7' });
    expect(expired.status).toBe(422);
    expect((await signIn(dealer.email, dealer.password)).status).toBe(200);

    await askForLink(dealer.email);
    const third = await mailedToken(dealer.email);
    expect((await setPassword({ token: third.token, password: 'Obchodnik-nove-1' })).status).toBe(200);
    expect(await isResetTokenUsable(db(), second.token)).toBe(false);
    expect((await setPassword({ token: second.token, password: 'Obchodnik-nove-2' })).status).toBe(422);
    expect((await signIn(dealer.email, 'Obchodnik-nove-1')).status).toBe(200);
  });

  it('answers an unknown token 422, a malformed one and a weak password 400, changing nothing', async () => {
    const translator = demoUser('translator');
    const unknown = await setPassword({ token: 'A'.repeat(43), password: 'Uplne-nove-heslo-1' });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).code).toBe('RESET_TOKEN_INVALID');

    await askForLink(translator.email);
    const { token } = await mailedToken(translator.email);
    const cases: [unknown, Record<string, string>][] = [
      [{ token, password: 'kratke' }, { password: 'passwordTooShort|8' }],
      [{ token, password: 'qwertyuiop' }, { password: 'passwordCommon' }],
      [{ token, password: '' }, { password: 'required' }],
      [{ token: 'short', password: 'Uplne-nove-heslo-1' }, { token: 'resetToken' }],
      [{ password: 'Uplne-nove-heslo-1' }, { token: 'required' }],
    ];
    for (const [body, fields] of cases) {
      const response = await setPassword(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await response.json();
      expect(answer.code).toBe('VALIDATION_ERROR');
      expect(
        Object.fromEntries(Object.entries(answer.fields).map(([k, v]) => [k, (v as string[])[0]])),
      ).toEqual(fields);
    }
    expect(await isResetTokenUsable(db(), token)).toBe(true);
    expect((await signIn(translator.email, translator.password)).status).toBe(200);
  });

  it('answers an invalid e-mail 400 and sends nothing', async () => {
    for (const [email, rule] of [
      ['', 'required'],
      ['nikto@', 'email'],
      [`${'a'.repeat(190)}@example.com`, 'maxLength|200'],
      [42, 'required'],
    ] as const) {
      const response = await askForLink(email);
      expect(response.status).toBe(400);
      expect((await response.json()).fields.email[0]).toBe(rule);
    }
    expect(await mails()).toEqual([]);
  });

  it('allows one IP address 3 links an hour per e-mail and 10 in all, then 429 with Retry-After', async () => {
    const manager = demoUser('b2bManager');
    const flooder = freshIp();
    for (let index = 0; index < 3; index += 1) {
      expect((await askForLink(manager.email, { ip: flooder })).status).toBe(200);
    }
    const perEmail = await askForLink(manager.email.toUpperCase(), { ip: flooder });
    expect(perEmail.status).toBe(429);
    expect(Number(perEmail.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    // The limit counts the address whether or not it has an account: it tells nothing either.
    const prober = freshIp();
    for (let index = 0; index < 3; index += 1) await askForLink('nobody-limit@example.com', { ip: prober });
    expect((await askForLink('nobody-limit@example.com', { ip: prober })).status).toBe(429);

    const ip = freshIp();
    for (let index = 0; index < 10; index += 1) {
      expect((await askForLink(`ip-limit-${index}@example.com`, { ip })).status).toBe(200);
    }
    const perIp = await askForLink('ip-limit-10@example.com', { ip });
    expect(perIp.status).toBe(429);
    expect(await perIp.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again in a moment.',
    });
    expect((await mails()).filter((mail) => mail.to === manager.email)).toHaveLength(3);
  });

  it('lets the owner reset the password after a stranger asked 3 times from another address, with any of the owner’s links', async () => {
    const owner = demoUser('superadmin');
    const stranger = freshIp();
    for (let index = 0; index < 3; index += 1) {
      expect((await askForLink(owner.email, { ip: stranger })).status).toBe(200);
    }
    expect((await askForLink(owner.email, { ip: stranger })).status).toBe(429);

    const home = freshIp();
    expect((await askForLink(owner.email, { ip: home })).status).toBe(200);
    const first = await mailedToken(owner.email);
    expect((await askForLink(owner.email, { ip: home })).status).toBe(200);
    const second = await mailedToken(owner.email);
    expect(second.token).not.toBe(first.token);
    expect((await mails()).filter((mail) => mail.to === owner.email)).toHaveLength(5);

    // A newer link does not spoil an older one: the owner may use whichever e-mail came first.
    const reset = await setPassword({ token: first.token, password: 'Spravca-nove-heslo-4' });
    expect(reset.status).toBe(200);
    expect((await signIn(owner.email, 'Spravca-nove-heslo-4')).status).toBe(200);
    expect((await setPassword({ token: second.token, password: 'Spravca-ine-heslo-5' })).status).toBe(422);
  });
});
