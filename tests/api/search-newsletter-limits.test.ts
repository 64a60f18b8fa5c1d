import os from 'node:os';
import path from 'node:path';
import { mkdtemp, readdir } from 'node:fs/promises';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/config/env';
import { NEWSLETTER_SIGNUPS_PER_EMAIL, NEWSLETTER_SIGNUPS_PER_IP } from '@/lib/server/auth/auth-policy';
import { settleBackgroundTasks } from '@/lib/server/background-tasks';
import { provideDatabase, provideDataDir } from '@/lib/server/db';
import { takeSearchSlot } from '@/lib/server/services/search/rate-limit';
import proxy from '@/proxy';
import { fingerprintTracker } from './support/db-fingerprint';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The search page, the suggestions and the newsletter sign-up are limited per client IP: past the limit a
 * 429 with Retry-After and a sentence in the caller's language, nothing done; other clients unaffected.
 * The search limits (SEARCH_REQUESTS_PER_MINUTE, 120 a minute) count in memory, the newsletter's
 * (each sign-up sends an e-mail) in the database like the other limits.
 */

const current: { database?: TestDatabase; dataDir: string } = { dataDir: '' };
provideDatabase(() => current.database!);
provideDataDir(() => current.dataDir);

const suggest = await import('@/app/api/search/suggest/route');
const join = await import('@/app/api/email-notification/join-newsletter/route');
const params = { params: Promise.resolve({}) };
const PER_MINUTE = env.SEARCH_REQUESTS_PER_MINUTE;

function suggestFrom(ip: string, locale = 'en') {
  return suggest.GET(
    new Request('http://localhost:3000/api/search/suggest?q=tanier', {
      headers: { host: 'localhost:3000', 'x-user-locale': locale, 'x-forwarded-for': ip },
    }),
    params,
  );
}

function searchPageFrom(ip: string, url = 'http://localhost:3000/hladaj?q=tanier') {
  return proxy(
    new NextRequest(url, {
      headers: { host: 'localhost:3000', 'accept-language': 'sk', 'x-forwarded-for': ip },
    }),
  );
}

function joinFrom(ip: string, email: string) {
  return join.PUT(
    new Request('http://localhost:3000/api/email-notification/join-newsletter', {
      method: 'PUT',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/json',
        'x-channel-id': 'cz',
        'x-user-locale': 'cs',
        'x-forwarded-for': ip,
      },
      body: JSON.stringify({ email, privacyPolicyChecked: true }),
    }),
    params,
  );
}

function expectRetryAfter(response: Response, atMost: number) {
  const seconds = Number(response.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(atMost);
}

describe('the search limits', () => {
  it('is generous and on by default', () => {
    expect(PER_MINUTE).toBe(120);
  });

  it('the search page answers 429 past the limit, in the page’s language, and only to that client', async () => {
    for (let index = 0; index < PER_MINUTE; index += 1) {
      expect((await searchPageFrom('198.51.100.10')).status).not.toBe(429);
    }
    const refused = await searchPageFrom('198.51.100.10');
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 60);
    expect(await refused.text()).toMatch(
      /priveľa vyhľadávaní naraz\. Skúste to znova o \d+ sekú?nd?[ýyu]?\./,
    );
    const english = await searchPageFrom('198.51.100.10', 'http://localhost:3000/en/search?q=plate');
    expect(english.status).toBe(429);
    expect(await english.text()).toMatch(
      /Too many searches came from your address at once\. .*\d+ seconds?\./,
    );
    expect((await searchPageFrom('198.51.100.11')).status).not.toBe(429);
    // Other pages are not searches.
    expect((await searchPageFrom('198.51.100.10', 'http://localhost:3000/o-nas')).status).not.toBe(429);
  });
});

describe.each(drivers)('limits with a database on %s', (driver) => {
  const ipPrefix = driver === 'pglite' ? '203.0.113' : '192.0.2';

  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 5 });
    current.dataDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-limits-'));
  });
  afterAll(async () => {
    await settleBackgroundTasks();
    await current.database?.dispose();
  });

  it('suggestions answer 429 TOO_MANY_REQUESTS past the limit, with Retry-After, to that client only', async () => {
    const ip = `${ipPrefix}.20`;
    for (let index = 0; index < 3; index += 1) expect((await suggestFrom(ip)).status).toBe(200);
    // The rest of the minute's searches counted without running them (each would query the catalog).
    const headers = new Headers({ 'x-forwarded-for': ip });
    for (let index = 3; index < PER_MINUTE; index += 1) takeSearchSlot('suggest', headers);
    const refused = await suggestFrom(ip, 'cs');
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 60);
    expect(await refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Z vaší adresy přišlo příliš mnoho vyhledávání najednou\. Zkuste to znovu za \d+ sekund[uy]?\.$/,
      ),
    });
    // An address the client writes in front of the one our proxy appends makes it no other client.
    expect((await suggestFrom(`198.18.0.1, ${ip}`)).status).toBe(429);
    expect((await suggestFrom(`${ipPrefix}.21`)).status).toBe(200);
  });

  it('the newsletter takes a few sign-ups per address and client, then 429 with nothing stored or sent', async () => {
    const fingerprint = fingerprintTracker(() => current.database!.db);
    const mails = async () => (await readdir(path.join(current.dataDir, 'mail')).catch(() => [])).length;

    const ip = `${ipPrefix}.30`;
    for (let index = 0; index < NEWSLETTER_SIGNUPS_PER_IP.limit; index += 1) {
      expect((await joinFrom(ip, `odber${index}@example.com`)).status).toBe(200);
    }
    await settleBackgroundTasks();
    const [before, sent] = [await fingerprint(), await mails()];
    const refused = await joinFrom(ip, 'dalsi@example.com');
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 3600);
    expect(await refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Příliš mnoho pokusů/),
    });
    await settleBackgroundTasks();
    expect([await fingerprint(), await mails()]).toEqual([before, sent]);

    // One address asked for again and again, from changing addresses: its mailbox is not flooded.
    for (let index = 0; index < NEWSLETTER_SIGNUPS_PER_EMAIL.limit; index += 1) {
      expect((await joinFrom(`${ipPrefix}.${40 + index}`, 'obet@example.com')).status).toBe(200);
    }
    const flood = await joinFrom(`${ipPrefix}.60`, 'Obet@Example.com');
    expect(flood.status).toBe(429);
    expect((await joinFrom(`${ipPrefix}.61`, 'jiny@example.com')).status).toBe(200);
  });
});
