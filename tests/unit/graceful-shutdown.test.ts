import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFrontServer } from '@/lib/server/front-server';
import { beginDraining, onShutdown, shutDownGracefully } from '@/lib/server/lifecycle';

/**
 * The front server (server.ts) stopped as a deployment stops it, in front of a stand-in app that answers
 * at once, or holds `/hold` until the test lets it go; its page cache renders pages from the same app.
 */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server | null = null;
let held: (() => void)[] = [];
let events: string[] = [];

async function start(): Promise<number> {
  server = createFrontServer(
    (request, response: ServerResponse) => {
      const answer = () => {
        events.push(`answered ${request.url}`);
        // What the cache takes: a page with its render's own nonce in the policy.
        response.setHeader('content-security-policy', "script-src 'self' 'nonce-abc' 'strict-dynamic'");
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(`<p>${request.url}</p>`);
      };
      if (request.url?.includes('hold')) held.push(answer);
      else answer();
    },
    {
      trustedProxyHops: 0,
      maxConcurrentRenders: 8,
      maxConcurrentApiCalls: 8,
      timeouts: { headersSeconds: 5, requestSeconds: 10, keepAliveSeconds: 5 },
      pageCache: { maxBytes: 1_000_000, reviewsWidget: false, renderTimeoutMs: 5000 },
    },
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  for (const release of held) release();
  held = [];
  events = [];
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
  // The process-wide state of lib/server/lifecycle: draining, and the hooks a test registered.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('horeca-shop.lifecycle')];
});

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Whether a new TCP connection is taken: the code of its error, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('stopping the server (SIGTERM)', () => {
  it('answers the request in flight, takes no new connection, finishes its work, then closes the database and exits 0', async () => {
    const port = await start();
    onShutdown('e-mails being sent', 'work', async () => {
      events.push('work finished');
    });
    onShutdown('database', 'resources', async () => {
      events.push('database closed');
    });
    const inFlight = get(port, '/hold');
    await until(() => held.length === 1);

    const exits: number[] = [];
    const stopped = shutDownGracefully(server!, {
      timeoutMs: 5000,
      log: () => {},
      exit: (code) => exits.push(code),
    });
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    expect(exits).toEqual([]);

    held.shift()!();
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: '<p>/hold</p>' });
    await stopped;
    expect(exits).toEqual([0]);
    expect(events).toEqual(['answered /hold', 'work finished', 'database closed']);
  });

  it('exits 1 when what it has is not done by its deadline', async () => {
    const port = await start();
    const inFlight = get(port, '/hold').catch((error: Error) => error.message);
    await until(() => held.length === 1);
    const exits: number[] = [];
    void shutDownGracefully(server!, { timeoutMs: 200, log: () => {}, exit: (code) => exits.push(code) });
    await until(() => exits.length > 0);
    expect(exits).toEqual([1]);
    held.shift()!();
    await inFlight;
  });

  it('while draining, each answer closes its connection and pages are rendered for their request, not from the cache', async () => {
    const port = await start();
    const cached = await get(port, '/kategorie/sklo');
    expect(cached.headers['x-cache']).toBe('MISS');
    expect(cached.headers.connection).toBe('keep-alive');

    beginDraining();
    const draining = await get(port, '/kategorie/sklo');
    expect(draining).toMatchObject({ status: 200, body: '<p>/kategorie/sklo</p>' });
    expect(draining.headers.connection).toBe('close');
    expect(draining.headers['x-cache']).toBeUndefined();
  });
});
