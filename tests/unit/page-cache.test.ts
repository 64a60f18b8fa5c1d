import { createHash } from 'node:crypto';
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createFrontServer, type PageCacheSettings } from '@/lib/server/front-server';
import { expireProductPages, expireSharedPages } from '@/lib/server/page-cache';

/**
 * The front server with its shared page cache, in front of a stand-in app that renders like Next behind
 * proxy.ts: a fresh nonce per render in the policy and on its scripts, a CMS text with an injected script,
 * and the language cookie next-intl sets. It counts its renders.
 */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const INLINE_SCRIPT = 'self.__next_f=self.__next_f||[]';
let server: Server | null = null;
let renders: string[] = [];
let clock = 1_000_000;
let heldRenders: (() => void)[] | null = null;
let version = 1;

function page(request: IncomingMessage, response: ServerResponse) {
  const nonce = createHash('sha256').update(String(Math.random())).digest('base64').slice(0, 24);
  renders.push(`${request.url} ${request.headers['accept-language'] ?? ''}`);
  const notFound = request.url!.includes('chyba');
  if (request.url!.includes('presun=1')) {
    response.writeHead(302, { location: `/cs${request.url}` }).end();
    return;
  }
  response.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('set-cookie', 'locale=sk; Path=/; SameSite=lax');
  response.statusCode = notFound ? 404 : 200;
  response.end(
    `<html><head><script src="/_next/static/a.js" async="" nonce="${nonce}"></script></head><body>` +
      `<p>version ${version} of ${request.url}</p><div><script>alert("injected")</script></div>` +
      `<script nonce="${nonce}">${INLINE_SCRIPT}</script></body></html>`,
  );
}

async function start(settings: Partial<PageCacheSettings> = {}): Promise<number> {
  server = createFrontServer(
    (request, response) => {
      if (heldRenders) heldRenders.push(() => page(request, response));
      else page(request, response);
    },
    {
      trustedProxyHops: 0,
      maxConcurrentRenders: 8,
      maxConcurrentApiCalls: 8,
      timeouts: { headersSeconds: 5, requestSeconds: 10, keepAliveSeconds: 1 },
      pageCache: {
        maxBytes: 10_000_000,
        reviewsWidget: false,
        renderTimeoutMs: 5000,
        now: () => clock,
        ...settings,
      },
    },
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
  renders = [];
  heldRenders = null;
  version = 1;
});

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body =
          encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: response.statusCode!, headers: response.headers, body: body.toString() });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('a cold shared page under a burst', () => {
  it('is rendered once for 200 visitors at once, and each gets the page', async () => {
    const port = await start();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => get(port, '/kategorie/stolovanie', { 'accept-encoding': 'gzip' })),
    );
    expect(renders).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'MISS')).toHaveLength(1);
  });
});

describe('a cached page', () => {
  it('is served without a render, with headers a shared cache can use and a 304 for the same ETag', async () => {
    const port = await start();
    const first = await get(port, '/produkt/tanier', { 'accept-encoding': 'br, gzip' });
    const second = await get(port, '/produkt/tanier', { 'accept-encoding': 'gzip' });
    expect(renders).toHaveLength(1);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=60');
    expect(second.headers.vary).toContain('Accept-Encoding');
    const etag = second.headers.etag!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const revalidated = await get(port, '/produkt/tanier', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    const plain = await get(port, '/produkt/tanier');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(first.body);
  });

  it('lets only the render’s own scripts run: by their hashes, with no nonce served', async () => {
    const port = await start();
    const answer = await get(port, '/o-nas');
    const policy = String(answer.headers['content-security-policy']);
    const ownHash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const injectedHash = createHash('sha256').update('alert("injected")').digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${ownHash}'`);
    expect(policy).not.toContain(injectedHash);
    const scriptSources = /script-src ([^;]*)/.exec(policy)![1];
    expect(scriptSources).not.toMatch(/nonce|strict-dynamic|unsafe/);
    expect(answer.body).not.toContain('nonce=');
    expect(answer.body).toContain(`<script>${INLINE_SCRIPT}</script>`);
  });

  it('gives the language cookie only to a visitor whose cookie says another language', async () => {
    const port = await start();
    expect((await get(port, '/kontakt')).headers['set-cookie']).toEqual(['locale=sk; Path=/; SameSite=lax']);
    expect((await get(port, '/kontakt', { cookie: 'locale=sk' })).headers['set-cookie']).toBeUndefined();
    expect((await get(port, '/kontakt', { cookie: 'locale=en' })).headers['set-cookie']).toHaveLength(1);
  });

  it('is one page for addresses that differ only by campaign tags, and another for another query', async () => {
    const port = await start();
    await get(port, '/kategorie/stolovanie?page=2');
    await get(port, '/kategorie/stolovanie?utm_source=newsletter&page=2&fbclid=x');
    await get(port, '/kategorie/stolovanie?page=3');
    expect(renders.map((render) => render.split(' ')[0])).toEqual([
      '/kategorie/stolovanie?page=2',
      '/kategorie/stolovanie?page=3',
    ]);
  });

  it('is kept apart per language a visitor’s browser asks for, where the address has no language', async () => {
    const port = await start();
    await get(port, '/kontakt', { 'accept-language': 'sk' });
    await get(port, '/kontakt', { 'accept-language': 'en' });
    await get(port, '/en/kontakt', { 'accept-language': 'sk' });
    await get(port, '/en/kontakt', { 'accept-language': 'en' });
    expect(renders).toEqual(['/kontakt sk', '/kontakt en', '/en/kontakt ']);
  });
});

describe('what is never shared', () => {
  it('renders a signed-in visitor’s page, a React payload and a page outside the manifest for each request', async () => {
    const port = await start();
    for (let round = 0; round < 2; round += 1) {
      await get(port, '/kategorie/stolovanie', { cookie: 'auth._token.local=abc' });
      await get(port, '/kategorie/stolovanie?_rsc=1x2y', { rsc: '1' });
      await get(port, '/objednavka');
      await get(port, '/hladaj?q=tanier');
    }
    expect(renders).toHaveLength(8);
  });

  it('sends a render that may not be shared to its own visitor only; the others get their own render', async () => {
    const port = await start();
    heldRenders = [];
    const answers = Promise.all([get(port, '/produkt/chyba'), get(port, '/produkt/chyba')]);
    await until(() => heldRenders!.length === 1);
    const release = heldRenders;
    heldRenders = null;
    for (const render of release) render();
    const [first, second] = await answers;
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(renders).toHaveLength(2);
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });
});

describe('an address that redirects', () => {
  it('keeps its campaign tags in the redirect', async () => {
    const port = await start();
    const answer = await get(port, '/novinky?presun=1&utm_source=jar');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/cs/novinky?presun=1&utm_source=jar');
  });
});

describe('a write', () => {
  it('expires the pages carrying its tag: the next visitor gets a fresh render', async () => {
    const port = await start();
    await get(port, '/produkt/tanier');
    version = 2;
    expect((await get(port, '/produkt/tanier')).body).toContain('version 1');
    expireSharedPages('catalog');
    expect((await get(port, '/produkt/tanier')).body).toContain('version 2');
    expect(renders).toHaveLength(2);
  });

  it('during a render: the render is not kept, and a visitor after the write does not wait for it', async () => {
    const port = await start();
    heldRenders = [];
    const early = get(port, '/produkt/tanier');
    await until(() => heldRenders!.length === 1);
    expireSharedPages('messages');
    version = 2;
    const late = get(port, '/produkt/tanier');
    await until(() => heldRenders!.length === 2);
    const release = heldRenders;
    heldRenders = null;
    for (const render of release) render();
    expect((await late).body).toContain('version 2');
    expect((await early).headers['x-cache']).toBe('MISS');
    expect((await get(port, '/produkt/tanier')).body).toContain('version 2');
    expect(renders).toHaveLength(2);
  });
});

describe('an order’s stock', () => {
  it('expires its products’ own pages in any language, and leaves the other pages cached', async () => {
    const port = await start();
    for (const path of ['/produkt/tanier', '/en/product/plate', '/produkt/pohar', '/kategorie/stolovanie'])
      await get(port, path);
    version = 2;
    expireProductPages(['tanier', 'plate']);
    expect((await get(port, '/produkt/tanier')).body).toContain('version 2');
    expect((await get(port, '/en/product/plate')).body).toContain('version 2');
    expect((await get(port, '/produkt/pohar')).body).toContain('version 1');
    expect((await get(port, '/kategorie/stolovanie')).body).toContain('version 1');
    expect(renders).toHaveLength(6);
  });

  it('taken during its product page’s render: that render is not kept', async () => {
    const port = await start();
    heldRenders = [];
    const early = get(port, '/produkt/tanier?variant=2');
    await until(() => heldRenders!.length === 1);
    expireProductPages(['tanier']);
    const release = heldRenders;
    heldRenders = null;
    for (const render of release) render();
    expect((await early).body).toContain('version 1');
    version = 2;
    expect((await get(port, '/produkt/tanier?variant=2')).body).toContain('version 2');
    expect(renders).toHaveLength(2);
  });
});

describe('a page past its life', () => {
  it('is served old once while it is rendered again, then new', async () => {
    const port = await start();
    await get(port, '/o-nas');
    version = 2;
    clock += 3601 * 1000;
    const stale = await get(port, '/o-nas');
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.body).toContain('version 1');
    await until(() => renders.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fresh = await get(port, '/o-nas');
    expect(fresh.headers['x-cache']).toBe('HIT');
    expect(fresh.body).toContain('version 2');
  });
});
