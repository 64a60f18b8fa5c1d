// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderPageQuickOrder } from '@/components/quick-order/order-page-quick-order';
import type { SessionUser } from '@/lib/api/hooks/use-session-user';
import { sessionUserQueryKey } from '@/lib/api/query-keys';
import { renderWithIntl } from './render-with-intl';

function renderOrderPageAs(user: Partial<SessionUser> | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionUserQueryKey, user);
  renderWithIntl(
    <QueryClientProvider client={queryClient}>
      <div data-testid="before">
        <OrderPageQuickOrder place="before-cart" />
      </div>
      <div data-testid="after">
        <OrderPageQuickOrder place="after-cart" />
      </div>
    </QueryClientProvider>,
    'sk',
    'order',
  );
}

describe('the order page’s quick order', () => {
  afterEach(cleanup);

  it('comes first, before the cart, for a company buyer', () => {
    renderOrderPageAs({ is_b2b: true });
    expect(screen.getByTestId('before')).toHaveTextContent('Rýchla objednávka');
    expect(screen.getByTestId('after')).toBeEmptyDOMElement();
  });

  it('waits folded below the cart for a consumer and for a visitor', () => {
    for (const user of [{ is_b2b: false }, null]) {
      renderOrderPageAs(user);
      expect(screen.getByTestId('before')).toBeEmptyDOMElement();
      expect(screen.getByTestId('after')).toHaveTextContent('Rýchla objednávka');
      expect(screen.getByTestId('quick-order')).not.toHaveAttribute('open');
      cleanup();
    }
  });
});
