// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api/client';
import type { Cart } from '@/lib/api/contract/cart';
import { useAddItems } from '@/lib/api/hooks/use-add-items';
import { useAddToCart } from '@/lib/api/hooks/use-add-to-cart';
import { useCart } from '@/lib/api/hooks/use-cart';
import { cartQueryKey } from '@/lib/api/query-keys';
import { cartFixture, cartItem } from './fixtures/checkout';

const BASE = 'http://shop.test';
const server = setupServer();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  apiClient.configure({ baseUrl: BASE });
  await import('@/lib/api/contract/cart');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const before = cartFixture({ items: [cartItem({ id: 11, quantity: 2 })] });
const after = cartFixture({ items: [cartItem({ id: 11, quantity: 2 }), cartItem({ id: 12, quantity: 1 })] });

/**
 * `GET /api/cart` answers the cart as it was, but only once `release()` is called: a fetch that left before
 * the add and arrives after it.
 */
function slowCartFetch(): { release: () => void; fetched: Promise<void> } {
  let release = () => {};
  let arrived = () => {};
  const fetched = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${BASE}/api/cart`, async () => {
      arrived();
      await released;
      return HttpResponse.json({ cart: before });
    }),
  );
  return { release, fetched };
}

function renderWithCart<T>(useCall: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(cartQueryKey, before);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => ({ call: useCall(), cart: useCart() }), { wrapper });
  return { queryClient, hook };
}

const cartItems = (cart: Cart | undefined) => cart?.items.map((item) => item.id);

describe('a cart fetch in flight and a cart change', () => {
  it('keeps the add-to-cart answer: the older cart that arrives later does not overwrite it', async () => {
    const slow = slowCartFetch();
    server.use(http.put(`${BASE}/api/cart/add-to-cart`, () => HttpResponse.json({ cart: after })));
    const { queryClient, hook } = renderWithCart(useAddToCart);
    const refetch = queryClient.refetchQueries({ queryKey: cartQueryKey });
    await slow.fetched;

    await act(() => hook.result.current.call.mutateAsync({ item_variant_id: 12, quantity: 1 }));
    await act(async () => {
      slow.release();
      await refetch;
    });

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(cartItems(queryClient.getQueryData<Cart>(cartQueryKey))).toEqual([11, 12]);
    expect(cartItems(hook.result.current.cart.cart)).toEqual([11, 12]);
  });

  it('keeps the add-items answer the same way', async () => {
    const slow = slowCartFetch();
    server.use(
      http.put(`${BASE}/api/cart/add-items`, () =>
        HttpResponse.json({ cart: after, added: [], refused: [] }),
      ),
    );
    const { queryClient, hook } = renderWithCart(useAddItems);
    const refetch = queryClient.refetchQueries({ queryKey: cartQueryKey });
    await slow.fetched;

    await act(() => hook.result.current.call.mutateAsync([{ item_variant_id: 12, quantity: 1 }]));
    await act(async () => {
      slow.release();
      await refetch;
    });

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(cartItems(queryClient.getQueryData<Cart>(cartQueryKey))).toEqual([11, 12]);
  });
});
