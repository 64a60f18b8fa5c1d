import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerQueries } from '@/components/providers/server-queries';

const cartKey = ['cart'];

/** Like the header's mini cart: asks for the cart before the page renders, and never fetches here. */
function Reader({ label }: { label: string }) {
  const { data } = useQuery({
    queryKey: cartKey,
    queryFn: () => new Promise<string>(() => {}),
    staleTime: 60_000,
  });
  return <p>{`${label}: ${data ?? 'loading'}`}</p>;
}

function serverState(cart: string, updatedAt: number) {
  const client = new QueryClient();
  client.setQueryData(cartKey, cart, { updatedAt });
  return dehydrate(client);
}

describe('ServerQueries', () => {
  it('gives the page the server’s data in its first render, though an earlier component made the query', () => {
    const client = new QueryClient();
    const html = renderToString(
      <QueryClientProvider client={client}>
        <Reader label="header" />
        <ServerQueries state={serverState('2 items', Date.now())}>
          <Reader label="page" />
        </ServerQueries>
      </QueryClientProvider>,
    );
    expect(html).toContain('header: loading');
    expect(html).toContain('page: 2 items');
  });

  it('keeps data the browser holds, unless the server’s is newer', () => {
    const client = new QueryClient();
    client.setQueryData(cartKey, '3 items', { updatedAt: 2_000 });
    const render = (state: ReturnType<typeof serverState>) =>
      renderToString(
        <QueryClientProvider client={client}>
          <ServerQueries state={state}>
            <Reader label="page" />
          </ServerQueries>
        </QueryClientProvider>,
      );
    expect(render(serverState('2 items', 1_000))).toContain('page: 3 items');
    expect(client.getQueryData(cartKey)).toBe('3 items');
  });
});
