import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { MiniCart } from '@/components/frame/mini-cart';
import { OrderPageView } from '@/components/checkout/order-page-view';
import { apiClient } from '@/lib/api/client';
import type { Cart, ShippingsAndPayments } from '@/lib/api/contract/cart';
import { type SessionUser } from '@/lib/api/hooks/use-session-user';
import { sessionUserQueryKey } from '@/lib/api/query-keys';
import type { Locale } from '@/lib/config/locales';
import { useCheckoutStore } from '@/lib/stores/checkout-store';
import { shippingsFixture } from './fixtures/checkout';
import { renderWithIntl, WithScopeMessages } from './render-with-intl';

export const BASE = 'http://shop.test';

/** Answers `GET /api/cart` (with or without shippings) with this cart. */
export function serveCart(
  server: SetupServer,
  cart: Cart,
  options: ShippingsAndPayments = shippingsFixture(),
) {
  server.use(
    http.get(`${BASE}/api/cart`, ({ request }) => {
      const withShippings = new URL(request.url).searchParams.get('with_shippings_and_payments') === '1';
      return HttpResponse.json(
        withShippings ? { cart, domains: [], shippings_and_payments: options, addresses: [] } : { cart },
      );
    }),
  );
}

/** A cart call that records its body and headers and answers with `answer` (a cart or an error). */
export function recordCall(server: SetupServer, path: string, answer: () => Response | Promise<Response>) {
  const calls: { body: unknown; headers: Headers }[] = [];
  server.use(
    http.put(`${BASE}${path}`, async ({ request }) => {
      calls.push({ body: await request.json(), headers: request.headers });
      return answer();
    }),
  );
  return calls;
}

export function cartAnswer(cart: Cart, options: ShippingsAndPayments = shippingsFixture()) {
  return () => HttpResponse.json({ cart, shippings_and_payments: options });
}

export function errorAnswer(status: number, code: string, message: string) {
  return () => HttpResponse.json({ code, message }, { status });
}

/**
 * The order page imports its checkout code, and the API client the cart's response schema (with zod), on
 * first use. Their first import here (vitest transforms them then) can outlast a find's second on a loaded
 * machine, so they are imported before the tests.
 */
async function loadCheckoutCode(): Promise<void> {
  await Promise.all([import('@/components/checkout/checkout-content'), import('@/lib/api/contract/cart')]);
}

/**
 * The API the order page's test file answers from (its handlers per test), with the checkout code loaded
 * before the first test and console errors of expected failures silenced.
 */
export function checkoutTestServer(): SetupServer {
  const server = setupServer();
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    apiClient.configure({ baseUrl: BASE });
    await loadCheckoutCode();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => server.resetHandlers());
  return server;
}

/** The order page with the header's mini cart beside it, on a fresh query cache, each with its part's messages. */
export function renderOrderPage(locale: Locale = 'sk', user: SessionUser | null = null) {
  useCheckoutStore.setState({ editing: null });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionUserQueryKey, user);
  const view = renderWithIntl(
    <QueryClientProvider client={queryClient}>
      <MiniCart />
      <WithScopeMessages locale={locale} scope="order">
        <OrderPageView />
      </WithScopeMessages>
    </QueryClientProvider>,
    locale,
  );
  return { ...view, queryClient };
}
