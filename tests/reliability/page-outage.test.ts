import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/config/env';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import sk from '@/messages/sk.json';
import { startTcpProxy, type TcpProxy } from '../api/support/tcp-proxy';
import { createShopDatabase, type ShopDatabase } from './support/shop-database';
import { assertBuilt, chromiumPath, startShopServer, type ShopServer } from './support/shop-server';

/**
 * The production server's pages in a browser while its PostgreSQL is gone (a TCP proxy in front of it,
 * cut and restored): the server-error page in the page's language, not a blank page or a crash, and the
 * shop again, from the same process, once the database is back. (The embedded database lives inside the
 * server's process: it cannot go away under a running server; its API answers are tested in
 * tests/api/database-outage-pglite.test.ts.)
 */
const pages = [
  { path: '/', messages: sk },
  { path: '/hladaj?q=tanier', messages: sk },
  { path: '/cs', messages: cs },
  { path: '/en', messages: en },
];

/** Two cores shared with the server: a page's first render after the database is back can take seconds. */
const RENDER_MS = 15_000;

async function expectServerErrorPage(page: Page, messages: typeof sk) {
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: messages.ServerError.title }).isVisible(), {
      timeout: RENDER_MS,
    })
    .toBe(true);
  expect(await page.getByText(messages.ServerError.text).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: messages.ServerError.home }).isVisible()).toBe(true);
}

/** The shop's frame: its search box, named in the page's language. */
async function expectShop(page: Page, messages: typeof sk) {
  await expect
    .poll(() => page.getByPlaceholder(messages.Search.placeholder).first().isVisible(), {
      timeout: RENDER_MS,
    })
    .toBe(true);
  expect(await page.getByRole('heading', { name: messages.ServerError.title }).count()).toBe(0);
}

describe.runIf(env.TEST_DATABASE_URL)('pages while PostgreSQL is gone and after it is back', () => {
  let database: ShopDatabase;
  let proxy: TcpProxy;
  let server: ShopServer | undefined;
  let browser: Browser;

  beforeAll(async () => {
    assertBuilt();
    database = await createShopDatabase('postgres');
    const target = new URL(database.databaseUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(database.databaseUrl!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    server = await startShopServer({ dataDir: database.dataDir, databaseUrl: proxied.toString() });
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await proxy?.cut();
    await database?.dispose();
  });

  /** A new visitor (no locale cookie from the page before) opening `path`; answers the page and its status. */
  async function visit(path: string): Promise<{ page: Page; status: number | undefined }> {
    const context = await browser.newContext({ locale: 'sk-SK' });
    const page = await context.newPage();
    const response = await page.goto(`${server!.base}${path}`);
    return { page, status: response?.status() };
  }

  it('shows the server-error page in the page language while it is gone, and the shop once it is back', async () => {
    await proxy.cut();
    let last: Page | undefined;
    for (const { path, messages } of pages) {
      const { page, status } = await visit(path);
      expect({ path, status }).toEqual({ path, status: 500 });
      await expectServerErrorPage(page, messages);
      last = page;
    }
    expect((await fetch(`${server!.base}/api/health`)).status).toBe(503);

    await proxy.restore();
    // The error page's own button fetches the page again: the shop is back without a reload.
    await last!.getByRole('button', { name: en.ServerError.retry }).click();
    await expectShop(last!, en);
    for (const { path, messages } of pages) {
      const { page, status } = await visit(path);
      expect({ path, status }).toEqual({ path, status: 200 });
      await expectShop(page, messages);
    }
  });
});
