import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_IP } from '@/lib/server/auth/auth-policy';
import { send } from './support/send';
import { createShopDatabase, type ShopDatabase } from './support/shop-database';
import { assertBuilt, startShopServer, type ShopServer } from './support/shop-server';

/**
 * The production server as `npm start` runs it (server.ts in front of Next, no proxy trusted), asked the
 * way a hostile client asks: what it claims about itself is not believed, an address that cannot be decoded
 * is a clean 400, a burst past the cap on renders is refused at once while the health check answers, and a
 * burst on a cold shared page costs one render.
 */

describe('the production server in front of the shop', () => {
  let database: ShopDatabase;
  let server: ShopServer;

  beforeAll(async () => {
    assertBuilt();
    database = await createShopDatabase('pglite');
    server = await startShopServer(database, {
      env: { PAYMENT_GATEWAY: 'dev', MAX_CONCURRENT_RENDERS: '2', TRUSTED_PROXY_HOPS: '0' },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it('warns at start-up that card payments go to the test gateway', () => {
    expect(server.log()).toContain('PAYMENT_GATEWAY=dev: card payments go to the TEST gateway');
  });

  it('counts failed logins by the connection’s address, whatever X-Forwarded-For a client invents', async () => {
    const attempt = (index: number) =>
      send(server.base, '/api/auth/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-channel-id': 'cz',
          'x-user-locale': 'en',
          'x-forwarded-for': `203.0.113.${index % 250}, 198.51.100.${index % 250}`,
          'x-real-ip': `192.0.2.${index % 250}`,
        },
        body: JSON.stringify({ username: `nobody-${index}@example.com`, password: 'wrong-password-1' }),
      });
    for (let index = 0; index < LOGIN_MAX_FAILURES_PER_IP; index += 1) {
      expect((await attempt(index)).status, `attempt ${index + 1}`).toBe(401);
    }
    const locked = await attempt(LOGIN_MAX_FAILURES_PER_IP);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends no HSTS and no Secure cookie because a client says it came over https', async () => {
    const page = await send(server.base, '/en', {
      headers: { 'x-forwarded-proto': 'https', 'accept-language': 'en' },
    });
    expect(page.headers).not.toHaveProperty('strict-transport-security');
    expect(String(page.headers['set-cookie'] ?? '')).not.toMatch(/secure/i);
  });

  it('answers the spec’s API paths with a trailing slash directly, not with a 308', async () => {
    for (const path of ['/api/category/?locale_id=en', '/api/topic/', '/api/options/']) {
      const answer = await send(server.base, path, { headers: { 'x-channel-id': 'cz' } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toContain('application/json');
    }
  });

  it('answers an address that cannot be decoded with a 400 {code, message} carrying the security headers', async () => {
    const answer = await send(server.base, '/api/user/orders/%C0%AE', { headers: { 'x-user-locale': 'en' } });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'VALIDATION_ERROR', fields: { _: ['address'] } });
    expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  });

  it('refuses pages past the cap on renders at once with 503 and Retry-After, and the health check answers', async () => {
    const burst = Array.from({ length: 16 }, (_, index) =>
      send(server.base, `/hladaj?q=pohar-${index}`, { headers: { 'accept-language': 'sk' } }),
    );
    const health = await send(server.base, '/api/health');
    const answers = await Promise.all(burst);
    expect(health.status).toBe(200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.body).toContain('Obchod je práve veľmi vyťažený');
    }
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    expect(
      (await send(server.base, '/hladaj?q=pohar', { headers: { 'accept-language': 'sk' } })).status,
    ).toBe(200);
  });

  it('renders a cold shared page once for a burst of 200 visitors, and each of them gets it', async () => {
    const burst = await Promise.all(
      Array.from({ length: 200 }, () =>
        send(server.base, '/kontakt', { headers: { 'accept-language': 'sk' } }),
      ),
    );
    expect(new Set(burst.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(burst.filter((answer) => answer.headers['x-cache'] === 'MISS')).toHaveLength(1);
    expect(new Set(burst.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(burst[0]!.body).toContain('<h1');
  });
});
