// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchasePanel } from '@/components/product/purchase-panel';
import { apiClient } from '@/lib/api/client';
import { sessionUserQueryKey } from '@/lib/api/query-keys';
import type { ProductVariant } from '@/lib/server/services/catalog/product/product-variants';
import { toast } from '@/lib/toast/toast';
import { cartFixture } from './fixtures/checkout';
import { renderWithIntl } from './render-with-intl';

vi.mock('@/lib/toast/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const BASE = 'http://shop.test';
const server = setupServer();

const variant: ProductVariant = {
  id: 41,
  code: 'POH-450',
  ean: null,
  name: 'balenie 6 ks',
  packQuantity: 6,
  unitPieces: 1,
  minQuantity: 2,
  stepQuantity: 1,
  stock: 50,
  backorder: false,
  price: { withVat: 12300, withoutVat: 10000, vatRate: 23, currency: 'EUR' },
  lowestPriorPrice: null,
};

/** jsdom has no IntersectionObserver: this one lets a test say where the buy box is. */
class FakeObserver {
  static callbacks: IntersectionObserverCallback[] = [];
  constructor(callback: IntersectionObserverCallback) {
    FakeObserver.callbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

function scrollBuyBoxAbove() {
  const entry = {
    isIntersecting: false,
    boundingClientRect: { top: -120, bottom: -76 },
    rootBounds: { top: 0, bottom: 812 },
  } as unknown as IntersectionObserverEntry;
  act(() => FakeObserver.callbacks.at(-1)!([entry], {} as IntersectionObserver));
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionUserQueryKey, null);
  renderWithIntl(
    <QueryClientProvider client={queryClient}>
      <PurchasePanel productId={7} productName="Pohár na víno" variants={[variant]} />
    </QueryClientProvider>,
  );
}

describe('the product page’s buy bar', () => {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    apiClient.configure({ baseUrl: BASE });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    FakeObserver.callbacks = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    server.resetHandlers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the buy box’s price, variant and quantity, and adds that quantity with the same toast', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BASE}/api/cart/add-to-cart`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ cart: cartFixture() });
      }),
    );
    renderPanel();
    const bar = screen.getByTestId('sticky-buy-bar');
    expect(bar).toHaveClass('invisible');
    scrollBuyBoxAbove();
    expect(bar).toHaveClass('visible');
    expect(bar).toHaveAccessibleName('Rýchly nákup');
    expect(within(bar).getByTestId('price-primary')).toHaveTextContent('123,00 €');
    fireEvent.click(screen.getByRole('button', { name: 'Zvýšiť množstvo' }));
    expect(bar).toHaveTextContent('balenie 6 ks · 3 ks');

    fireEvent.click(within(bar).getByRole('button', { name: 'Do košíka' }));
    await waitFor(() => expect(bodies).toEqual([{ item_variant_id: 41, quantity: 3 }]));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pohár na víno, balenie 6 ks (3 ks) je v košíku.'),
    );
  });
});
