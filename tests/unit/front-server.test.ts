import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AppHandler,
  BUSY_RETRY_AFTER_SECONDS,
  createFrontServer,
  type FrontOptions,
} from '@/lib/server/front-server';

/**
 * The front server (server.ts) in front of a stand-in app that answers with the headers it was given (after
 * the whole body of a POST), or holds its answer until the test lets it go: what the real app would believe,
 * and what never reaches it.
 */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const defaults = {
  trustedProxyHops: 0,
  maxConcurrentRenders: 2,
  maxConcurrentApiCalls: 2,
  timeouts: { headersSeconds: 1, requestSeconds: 2, keepAliveSeconds: 1 },
};
let server: Server | null = null;
let held: (() => void)[] = [];

async function start(options: Partial<FrontOptions> = {}): Promise<number> {
  const app: AppHandler = (request, response: ServerResponse) => {
    const answer = () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ url: request.url, headers: request.headers }));
    };
    if (request.url?.includes('hold')) held.push(answer);
    else if (request.method === 'POST') request.resume().on('end', answer);
    else answer();
  };
  server = createFrontServer(app, { ...defaults, ...options });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  for (const release of held) release();
  held = [];
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

const seenBy = (answer: Answer) => JSON.parse(answer.body) as { headers: IncomingHttpHeaders };

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('forwarding headers without a trusted proxy (TRUSTED_PROXY_HOPS=0, the default)', () => {
  it('replaces what the client claims with the socket’s address and scheme', async () => {
    const port = await start();
    const answer = await get(port, '/api/auth/login', {
      'x-forwarded-for': '203.0.113.77',
      'x-real-ip': '203.0.113.78',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=203.0.113.79;proto=https',
    });
    const headers = seenBy(answer).headers;
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers).not.toHaveProperty('x-forwarded-host');
    expect(headers).not.toHaveProperty('x-real-ip');
    expect(headers).not.toHaveProperty('forwarded');
    expect(answer.headers).not.toHaveProperty('strict-transport-security');
  });
});

describe('forwarding headers behind a trusted proxy', () => {
  it('keeps the proxy’s, and sends HSTS when it says the visitor came over https', async () => {
    const port = await start({ trustedProxyHops: 1 });
    const answer = await get(port, '/', {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'cz.localhost',
    });
    expect(seenBy(answer).headers).toMatchObject({
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'cz.localhost',
    });
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('still decides itself for a request that came past the proxy without its headers', async () => {
    const port = await start({ trustedProxyHops: 1 });
    const answer = await get(port, '/', { 'x-forwarded-proto': 'https' });
    expect(seenBy(answer).headers['x-forwarded-proto']).toBe('http');
    expect(answer.headers).not.toHaveProperty('strict-transport-security');
  });
});

describe('the spec’s API paths with a trailing slash', () => {
  it('reach the app as its routes, their query kept, instead of a 308', async () => {
    const port = await start();
    for (const [asked, routed] of [
      ['/api/category/?locale_id=cs', '/api/category?locale_id=cs'],
      ['/api/topic/', '/api/topic'],
      ['/api/options/', '/api/options'],
      ['/api/cart/', '/api/cart/'],
    ]) {
      const answer = await get(port, asked!);
      expect((JSON.parse(answer.body) as { url: string }).url).toBe(routed);
    }
  });
});

describe('an address that cannot be decoded', () => {
  it('is a 400 {code, message} with the security headers on the API, in the caller’s language', async () => {
    const port = await start();
    const answer = await get(port, '/api/user/orders/%C0%AE', { 'x-user-locale': 'en' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Some of the data is not filled in correctly.',
      fields: { _: ['address'] },
    });
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'private, no-store',
    });
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('is a 400 page in the language of the address with a way home', async () => {
    const port = await start();
    const answer = await get(port, '/cs/kategorie/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<h1>Neplatná adresa</h1>');
    expect(answer.body).toContain('<a href="/">Na úvodní stránku</a>');
  });
});

describe('pages and API calls in flight', () => {
  it('past the cap, a page is refused at once with 503 and Retry-After, and let in again when one ends', async () => {
    const port = await start();
    const first = get(port, '/kategorie/hold-1');
    const second = get(port, '/kategorie/hold-2');
    await until(() => held.length === 2);

    const refused = await get(port, '/hladaj?q=hold-3', { 'accept-language': 'sk' });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.body).toContain('Obchod je práve veľmi vyťažený');
    expect(held).toHaveLength(2);

    // Files, the API and the health check are not held up by the renders.
    expect((await get(port, '/_next/static/chunk.js')).status).toBe(200);
    expect((await get(port, '/api/cart')).status).toBe(200);
    expect((await get(port, '/api/health')).status).toBe(200);

    held.shift()!();
    await first;
    const third = get(port, '/kategorie/hold-4');
    await until(() => held.length === 2);
    for (const release of held.splice(0)) release();
    expect((await Promise.all([second, third])).map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('caps API calls on their own, answering 503 {code, message}; the health check always goes through', async () => {
    const port = await start({ maxConcurrentApiCalls: 1 });
    const first = get(port, '/api/search/hold');
    await until(() => held.length === 1);
    const refused = await get(port, '/api/cart', { 'x-user-locale': 'en' });
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect((await get(port, '/api/health')).status).toBe(200);
    expect((await get(port, '/kategorie/stolovanie')).status).toBe(200);
    held.shift()!();
    await first;
  });

  it('counts a request whose client went away as ended', async () => {
    const port = await start({ maxConcurrentRenders: 1 });
    const abandoned = httpRequest({ host: '127.0.0.1', port, path: '/kategorie/hold', agent: false });
    abandoned.on('error', () => {});
    abandoned.end();
    await until(() => held.length === 1);
    abandoned.destroy();
    let status = 503;
    for (let attempt = 0; attempt < 50 && status === 503; attempt += 1) {
      status = (await get(port, '/o-nas')).status;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(200);
  });
});

describe('timeouts', () => {
  it('closes a connection whose headers never finish, instead of holding it for minutes', async () => {
    const port = await start();
    expect(server!.headersTimeout).toBe(1000);
    expect(server!.requestTimeout).toBe(2000);

    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const drip = setInterval(() => socket.write('a'), 200);
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body never finishes once the request’s time is up', async () => {
    const port = await start();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.write('POST /api/cart/items HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n{');
    const drip = setInterval(() => socket.write(' '), 200);
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });
});
