import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { sharedSitemap } from '@/lib/server/cache/cache-manifest';
import { RENDER_HEADER, renderOverLoopback } from '@/lib/server/page-cache';

type SharedPageRequest = Parameters<ReturnType<typeof renderOverLoopback>>[0];

let server: Server | null = null;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

function sharedPage(path: string): SharedPageRequest {
  return {
    key: path,
    path,
    page: sharedSitemap,
    tags: sharedSitemap.tags,
    locale: 'sk',
    renderHeaders: { host: 'shop.test' },
  };
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<() => number> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return () => port;
}

it('asks again on a new socket when the server closed the kept-alive one as it was reused', async () => {
  const served = new Set<object>();
  let dropped = 0;
  const port = await listen((request, response) => {
    // Every socket answers once, then is closed on its next request without a word: the race between
    // the server's keep-alive timeout and a reuse, made certain.
    if (served.has(request.socket)) {
      dropped += 1;
      request.socket.destroy();
      return;
    }
    served.add(request.socket);
    expect(request.headers[RENDER_HEADER]).toBe('secret');
    response.end(`page ${request.url}`);
  });
  const render = renderOverLoopback(port, 'secret', 5_000);

  const first = await render(sharedPage('/'));
  const second = await render(sharedPage('/kategorie/stolovanie'));

  expect(first.body.toString()).toBe('page /');
  expect(second.status).toBe(200);
  expect(second.body.toString()).toBe('page /kategorie/stolovanie');
  expect(dropped).toBe(1);
});

it('does not ask again when a fresh socket fails: that render reached the app', async () => {
  let asked = 0;
  const port = await listen((request) => {
    asked += 1;
    request.socket.destroy();
  });
  const render = renderOverLoopback(port, 'secret', 5_000);

  await expect(render(sharedPage('/'))).rejects.toThrow();
  expect(asked).toBe(1);
});
