import { defineConfig, devices } from '@playwright/test';
// The path alone: the front server's public face brings the shop's configuration and messages with it.
import { BUILT_SERVER_ENTRY } from './lib/server/front-server/built-entry';
import { e2ePort as port } from './tests/e2e/support/origin';

/** Runs against the production server (server.ts) on a freshly seeded embedded database of its own (.data-e2e). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Two workers, Chromium and the server share two cores here: a cold page render can take seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'sk-SK',
    // The suite's shoppers have made their language choice (the `lms` cookie on each shop host): a signed-in
    // demo user's saved language (most are Czech) would otherwise open the language offer over every
    // journey. The offer's own tests (frame.spec.ts) open contexts with an empty storage state instead.
    storageState: {
      cookies: ['localhost', 'sk.localhost', 'cz.localhost'].map((domain) => ({
        name: 'lms',
        value: '1',
        domain,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      })),
      origins: [],
    },
    // Recording a trace of every test costs CPU the two cores need; CI keeps no files to open one from.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  // The admin specs change what every shopper sees (exchange rate, texts, shipping prices, new customers):
  // they run once the shop's specs are done, so no shop test meets a value an admin test set for a moment.
  projects: [
    { name: 'chromium', testIgnore: /admin-.*\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'admin',
      testMatch: /admin-.*\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'] },
    },
    // Failure paths: the same built pages with their browser-side API calls answered by MSW handlers
    // (tests/e2e-mocked/support/mocked-api.ts says why page.route). Every test mocks only its own page,
    // so it needs no other project and runs beside the shop's specs on the shared server.
    { name: 'mocked', testDir: 'tests/e2e-mocked', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    // The database is seeded, and the order pages' orders added, before the server takes it over.
    command: `rm -rf .data-e2e && npx tsx tests/e2e/support/prepare-orders.ts && PORT=${port} node ${BUILT_SERVER_ENTRY}`,
    url: `http://localhost:${port}/api/health`,
    // Canonical, hreflang and sitemap URLs are absolute on the shop's public address: this server's.
    // Every shopper of the suite comes from one address: the per-address search limit (tested in
    // tests/api/search-newsletter-limits.test.ts) and the hourly share of page views and logged searches
    // (tests/api/page-views.test.ts, search-page.test.ts) would count them all as one visitor.
    env: {
      DATA_DIR: '.data-e2e',
      SEED_PRODUCTS: '2000',
      PUBLIC_URL: `http://localhost:${port}`,
      SEARCH_REQUESTS_PER_MINUTE: '0',
      ACTIVITY_LOG_PER_HOUR: '0',
      // The card flow is tested against the development gateway, as `npm start` shows it.
      PAYMENT_GATEWAY: 'dev',
      // A test's request context (page.request) keeps its connection, and unlike a browser or nginx (whose
      // keepalive_timeout is below the shop's) it does not ask again when the server closed it as it was
      // reused: an idle gap of about 5 s between two calls of one test met that race once in CI. An idle
      // connection is kept no longer than the headers may take (server-timeouts.ts), so both are raised.
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '120',
      HTTP_HEADERS_TIMEOUT_SECONDS: '120',
    },
    // A machine busy with other work seeds and starts more slowly: E2E_SERVER_TIMEOUT_MS gives it longer.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 240_000),
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
