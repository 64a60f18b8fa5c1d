import { test as base, type Page, type Request as BrowserRequest, type Route } from '@playwright/test';
import { getResponse, type RequestHandler } from 'msw';

/**
 * The browser's `/api/…` calls answered by MSW handlers, the same ones the unit tests give msw/node
 * (tests/support/msw), through Playwright's `page.route` and MSW's `getResponse`.
 *
 * Why page.route rather than @mswjs/http-middleware: the built pages call their own origin's `/api`, so a
 * separate mock server would need the app rebuilt or proxied to reach it, and its one handler list would
 * be shared by every test of both workers at once. page.route belongs to one page: each test switches its
 * own handlers in the middle of a journey (`use`), in the test's process, with no port and no package
 * more. What no handler answers goes on to the real server, as MSW's `onUnhandledRequest: 'bypass'`:
 * the pages are server-rendered by it anyway, and a test recovers by letting it answer again (`restore`).
 */
export class MockedApi {
  private handlers: RequestHandler[] = [];

  /** Put `handlers` in front of the ones already in use, as `server.use` does. */
  use(...handlers: RequestHandler[]): void {
    this.handlers = [...handlers, ...this.handlers];
  }

  /** The real server answers every call again. */
  restore(): void {
    this.handlers = [];
  }

  async attach(page: Page): Promise<void> {
    await page.route('**/api/**', (route) => this.answer(route));
  }

  private async answer(route: Route): Promise<void> {
    const handlers = this.handlers;
    const response = handlers.length
      ? await getResponse(handlers, toFetchRequest(route.request()))
      : undefined;
    if (!response || response.headers.get('x-msw-intention') === 'passthrough') return route.fallback();
    // A late answer the page has given up on (it aborted the request, or the test ended) finds no route.
    if (response.type === 'error') return route.abort('failed').catch(() => undefined);
    return route
      .fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      })
      .catch(() => undefined);
  }
}

function toFetchRequest(request: BrowserRequest): Request {
  const method = request.method();
  const sent = method === 'GET' || method === 'HEAD' ? null : request.postDataBuffer();
  return new Request(request.url(), {
    method,
    headers: request.headers(),
    body: sent ? new Uint8Array(sent) : undefined,
  });
}

/** A test whose page has its API mocked: `api.use(http.put(apiUrl('/api/…'), serverError()))`. */
export const test = base.extend<{ api: MockedApi }>({
  api: async ({ page }, provide) => {
    const api = new MockedApi();
    await api.attach(page);
    await provide(api);
  },
});

/**
 * For an assertion on a step the real server answers once the test lets it (a password hashed with
 * scrypt, a session, an order, the next page rendered): on two busy cores a registration took 8 s where a
 * mocked answer takes 0.2 s.
 */
export const serverStep = { timeout: 30_000 };

export { expect, type Page } from '@playwright/test';
