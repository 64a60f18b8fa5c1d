// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/components/search/search-box';
import { apiClient } from '@/lib/api/client';
import type { LastVisitedResponse } from '@/lib/api/contract/search';
import {
  LAST_VISITED_REFRESH_MS,
  loadSuggestionLists,
  SUGGESTION_CACHE_MS,
} from '@/lib/api/hooks/use-search-suggestions';
import { initialSearchState, useSearchStore } from '@/lib/stores/search-store';
import { renderWithIntl } from './render-with-intl';
import { BASE, gate, product, settle, SUGGEST_URL } from './search-fixtures';
// The list's module, lazily imported by the search box, is in the module cache before the first focus.
import '@/components/search/search-popup';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), Link: () => null }));

const START = new Date('2026-03-02T10:00:00Z').getTime();
const lists: LastVisitedResponse = {
  lastVisitedProducts: [product(5, 'Pohár na víno 35 cl Bianca')],
  mostSearched: [{ term: 'tanier', count: 12 }],
};

const server = setupServer();
let calls = 0;
let answer: () => Response | Promise<Response> = () => HttpResponse.json(lists);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  apiClient.configure({ baseUrl: BASE });
});
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useSearchStore.setState(initialSearchState);
  calls = 0;
  answer = () => HttpResponse.json(lists);
  server.use(
    http.get(SUGGEST_URL, ({ request }) => {
      expect(new URL(request.url).searchParams.get('type')).toBe('last_visited_products');
      calls += 1;
      return answer();
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const at = (ms: number) => vi.setSystemTime(START + ms);
const held = () => {
  const { lastVisitedProducts, mostSearched } = useSearchStore.getState();
  return { lastVisitedProducts, mostSearched };
};

describe('loadSuggestionLists', () => {
  it('asks once, then not again for 5 minutes unless forced', async () => {
    expect(SUGGESTION_CACHE_MS).toBe(300_000);
    await loadSuggestionLists();
    expect(calls).toBe(1);
    expect(held()).toEqual(lists);

    at(SUGGESTION_CACHE_MS - 1);
    await loadSuggestionLists();
    expect(calls).toBe(1);
    await loadSuggestionLists({ force: true });
    expect(calls).toBe(2);

    at(SUGGESTION_CACHE_MS * 2 - 2);
    await loadSuggestionLists();
    expect(calls).toBe(2);
    at(SUGGESTION_CACHE_MS * 2 - 1);
    await loadSuggestionLists();
    expect(calls).toBe(3);
  });

  it('does not send a second request while the first is on its way', async () => {
    const slow = gate();
    answer = async () => {
      await slow.opened;
      return HttpResponse.json(lists);
    };
    const first = loadSuggestionLists();
    await loadSuggestionLists();
    slow.open();
    await first;
    expect(calls).toBe(1);
    expect(held()).toEqual(lists);
  });

  it('refreshes after 4 minutes when the visitor has moved to another page since', async () => {
    expect(LAST_VISITED_REFRESH_MS).toBe(240_000);
    await loadSuggestionLists();
    at(100);
    useSearchStore.getState().markNavigated(Date.now());
    at(LAST_VISITED_REFRESH_MS - 1);
    await loadSuggestionLists();
    expect(calls).toBe(1);
    at(LAST_VISITED_REFRESH_MS);
    await loadSuggestionLists();
    expect(calls).toBe(2);

    // No page change since this fetch: the 5-minute rule alone applies.
    at(LAST_VISITED_REFRESH_MS * 2);
    await loadSuggestionLists();
    expect(calls).toBe(2);
    at(LAST_VISITED_REFRESH_MS + SUGGESTION_CACHE_MS - 1);
    await loadSuggestionLists();
    expect(calls).toBe(2);
    at(LAST_VISITED_REFRESH_MS + SUGGESTION_CACHE_MS);
    await loadSuggestionLists();
    expect(calls).toBe(3);
  });

  it('accepts a list only when it is an array, leaving out entries that do not fit', async () => {
    answer = () =>
      HttpResponse.json({
        lastVisitedProducts: { 0: product(5, 'Pohár') },
        mostSearched: [{ term: 'tanier', count: 12 }, { term: 5 }, 'pohár'],
      });
    await loadSuggestionLists();
    expect(held()).toEqual({ lastVisitedProducts: [], mostSearched: [{ term: 'tanier', count: 12 }] });

    answer = () => HttpResponse.json({ lastVisitedProducts: null, mostSearched: 'tanier' });
    await loadSuggestionLists({ force: true });
    expect(held()).toEqual({ lastVisitedProducts: [], mostSearched: [] });
    // An answer with lists that are not arrays is still an answer: no new request for 5 minutes.
    at(1_000);
    await loadSuggestionLists();
    expect(calls).toBe(2);
  });

  it('on failure holds empty lists and lets the next load try again at once', async () => {
    await loadSuggestionLists();
    expect(held()).toEqual(lists);

    answer = () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Server error' }, { status: 500 });
    await loadSuggestionLists({ force: true });
    expect(held()).toEqual({ lastVisitedProducts: [], mostSearched: [] });
    expect(useSearchStore.getState().listsFetchedAt).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      '[api] GET /api/search/suggest failed',
      expect.objectContaining({ status: 500 }),
    );

    answer = () => HttpResponse.json(['not', 'an', 'object']);
    at(1);
    await loadSuggestionLists();
    expect(calls).toBe(3);
    expect(held()).toEqual({ lastVisitedProducts: [], mostSearched: [] });

    answer = () => HttpResponse.json(lists);
    at(2);
    await loadSuggestionLists();
    expect(calls).toBe(4);
    expect(held()).toEqual(lists);
  });

  it('a slow older answer does not overwrite a newer forced one', async () => {
    const slow = gate();
    answer = async () => {
      await slow.opened;
      return HttpResponse.json({ lastVisitedProducts: [], mostSearched: [{ term: 'staré', count: 1 }] });
    };
    const older = loadSuggestionLists();
    at(1);
    answer = () => HttpResponse.json(lists);
    await loadSuggestionLists({ force: true });
    slow.open();
    await older;
    expect(calls).toBe(2);
    expect(held()).toEqual(lists);
  });
});

describe('<SearchBox> suggestion lists', () => {
  it('are asked for on the first focus, not on render, and reused on the next focus', async () => {
    renderWithIntl(
      <QueryClientProvider client={new QueryClient()}>
        <SearchBox />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Hľadať' });
    await settle();
    expect(calls).toBe(0);

    act(() => input.focus());
    await settle();
    expect(calls).toBe(1);
    expect(screen.getByRole('option', { name: 'tanier' })).toBeInTheDocument();

    act(() => input.blur());
    at(SUGGESTION_CACHE_MS - 1);
    act(() => input.focus());
    await settle();
    expect(calls).toBe(1);

    act(() => input.blur());
    at(SUGGESTION_CACHE_MS);
    act(() => input.focus());
    await settle();
    expect(calls).toBe(2);
  });
});
