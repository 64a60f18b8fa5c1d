// @vitest-environment jsdom
import { FETCH_MINIMUM_DISPLAY_MS } from '@/lib/hooks/use-minimum-display';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { type ComponentProps, useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/components/search/search-box';
import { apiClient } from '@/lib/api/client';
import type { CustomerPricesResponse } from '@/lib/api/contract/catalog';
import type { LastVisitedResponse, SuggestResponse } from '@/lib/api/contract/search';
import { SEARCH_DEBOUNCE_MS } from '@/lib/api/hooks/use-search-suggest';
import { type SessionUser } from '@/lib/api/hooks/use-session-user';
import { sessionUserQueryKey } from '@/lib/api/query-keys';
import type { ChannelId } from '@/lib/config/channels';
import { ShopChannelProvider } from '@/lib/hooks/use-shop-channel';
import { initialLayoutState, useLayoutStore } from '@/lib/stores/layout-store';
import { initialSearchState, useSearchStore } from '@/lib/stores/search-store';
import { serverError } from '@/tests/support/msw/failures';
import { renderWithIntl, WithScopeMessages } from './render-with-intl';
import { BASE, BY_CODE_URL, gate, product, results, settle, SUGGEST_URL } from './search-fixtures';
// The overlay's and the list's modules, lazily imported by the search box, are in the module cache before
// the first tap or focus.
import '@/components/search/mobile-search-dialog';
import '@/components/search/search-popup';

const nextRouter = vi.hoisted(() => ({ push: vi.fn() }));
const intlRouter = vi.hoisted(() => ({ push: vi.fn() }));
const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ useRouter: () => nextRouter, usePathname: () => navigation.pathname }));
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => intlRouter,
  Link: ({
    href,
    ...props
  }: Omit<ComponentProps<'a'>, 'href'> & { href: { pathname: string; query: { q: string } } }) => (
    <a href={`${href.pathname}?q=${encodeURIComponent(href.query.q)}`} {...props} />
  ),
}));

const lists: LastVisitedResponse = {
  lastVisitedProducts: [product(5, 'Pohár na víno 35 cl Bianca', 4_590, 3_793)],
  mostSearched: [
    { term: 'tanier', count: 12 },
    { term: 'pohár na víno', count: 7 },
  ],
};

const server = setupServer();
/** What reached the server, in order: `lists`, `q=…` (suggest) or `code=…` (by-code). */
let seen: string[] = [];
const aborted: string[] = [];

type Answer = (q: string, request: Request) => Response | Promise<Response>;

function answerSuggest(answer: Answer) {
  server.use(
    http.get(SUGGEST_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('type') === 'last_visited_products') {
        seen.push('lists');
        return HttpResponse.json(lists);
      }
      const q = params.get('q') ?? '';
      seen.push(`q=${q}`);
      request.signal.addEventListener('abort', () => aborted.push(q));
      return answer(q, request);
    }),
  );
}

function answerByCode(answer: Answer) {
  server.use(
    http.get(BY_CODE_URL, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      seen.push(`code=${q}`);
      return answer(q, request);
    }),
  );
}

const json = (body: SuggestResponse | object, status = 200) => HttpResponse.json(body, { status });
const failed500 = serverError();

/** A buyer for a VAT-paying company types 'tan' on a shop; the suggestions and the price batch answer. */
async function suggestToVatPayerOn(channel: ChannelId) {
  const buyer = sessionUser({ selected_customer: { id: 7, name: 'Hotel Dunaj s.r.o.', is_vat_payer: true } });
  renderBox(buyer, channel).type('tan');
  await advance(SEARCH_DEBOUNCE_MS);
  await advance(BATCH_WAIT_MS);
}

/** Longer than the price batch's gathering moment (customer-price-batch.ts). */
const BATCH_WAIT_MS = 20;

/** The customer's own prices (POST /api/catalog/prices); returns the product ids each request asked for. */
function answerOwnPrices(
  mode: CustomerPricesResponse['price_mode'],
  currency: CustomerPricesResponse['currency'],
  products: CustomerPricesResponse['products'],
): number[][] {
  const asked: number[][] = [];
  server.use(
    http.post(`${BASE}/api/catalog/prices`, async ({ request }) => {
      asked.push(((await request.json()) as { product_ids: number[] }).product_ids);
      const body: CustomerPricesResponse = {
        price_mode: mode,
        partner_discount: null,
        currency,
        variants: [],
        products,
      };
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  apiClient.configure({ baseUrl: BASE });
  // The client imports its response schemas with the first response; loaded once here, they are at hand
  // before the fake timers start (a module still loading would not be advanced by them).
  await import('@/lib/api/contract/search');
  await import('@/lib/api/contract/catalog');
});
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  seen = [];
  aborted.length = 0;
  navigation.pathname = '/';
  useSearchStore.setState(initialSearchState);
  useLayoutStore.setState(initialLayoutState);
  answerSuggest(() => json(results()));
  answerByCode(() => json({ product: null }));
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

function Box({ user, channel = 'cz' }: { user?: SessionUser; channel?: ChannelId }) {
  const [client] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (user) queryClient.setQueryData(sessionUserQueryKey, user);
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      <ShopChannelProvider channel={channel}>
        <SearchBox />
      </ShopChannelProvider>
    </QueryClientProvider>
  );
}

function renderBox(user?: SessionUser, channel?: ChannelId) {
  const view = renderWithIntl(<Box user={user} channel={channel} />);
  const input = screen.getByRole('combobox', { name: 'Hľadať' });
  return {
    view,
    input,
    type: (value: string) => fireEvent.change(input, { target: { value } }),
    key: (key: string) => fireEvent.keyDown(input, { key }),
  };
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}

const status = () => screen.getByRole('status');
const listbox = () => screen.getByRole('listbox', { name: 'Návrhy vyhľadávania' });

describe('<SearchBox> under 3 characters', () => {
  it('shows the hint, the most searched terms and the last visited products, and searches nothing', async () => {
    const box = renderBox();
    expect(seen).toEqual([]);
    act(() => box.input.focus());
    await settle();
    expect(seen).toEqual(['lists']);
    expect(box.input).toHaveAttribute('aria-expanded', 'true');
    expect(status()).toHaveTextContent('Zadajte aspoň 3 znaky.');

    const terms = within(listbox()).getByRole('group', { name: 'Najhľadanejšie' });
    expect(
      within(terms)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['tanier', 'pohár na víno']);
    const visited = within(listbox()).getByRole('group', { name: 'Naposledy prezerané' });
    const option = within(visited).getByRole('option');
    expect(option).toHaveTextContent('Pohár na víno 35 cl Bianca');
    expect(option).toHaveTextContent('45,90 Kč');
    expect(option).toHaveAttribute('href', '/produkt/produkt-5');

    box.type(' ta ');
    await advance(1_000);
    expect(seen).toEqual(['lists']);
    expect(status()).toHaveTextContent('Zadajte aspoň 3 znaky.');
    expect(within(listbox()).queryByRole('group', { name: 'Produkty' })).not.toBeInTheDocument();
  });

  it('a clicked most searched term fills the input and searches at once', async () => {
    const box = renderBox();
    act(() => box.input.focus());
    await settle();
    fireEvent.click(within(listbox()).getByRole('option', { name: 'pohár na víno' }));
    expect(box.input).toHaveValue('pohár na víno');
    expect(box.input).toHaveFocus();
    await settle();
    expect(seen).toEqual(['lists', 'q=pohár na víno']);
    expect(within(listbox()).getByRole('group', { name: 'Produkty' })).toBeInTheDocument();
  });

  it('going back under 3 characters cancels the running search and clears the results', async () => {
    const answer = gate();
    answerSuggest(async (q) => {
      if (q === 'tanier') await answer.opened;
      return json(results());
    });
    const box = renderBox();
    box.type('tan');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(within(listbox()).getAllByRole('option', { name: /Tanier plytký/ })).toHaveLength(1);

    box.type('tanier');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(status()).toHaveTextContent('Hľadám…');
    box.type('ta');
    await settle();
    expect(aborted).toEqual(['tanier']);
    expect(status()).toHaveTextContent('Zadajte aspoň 3 znaky.');
    expect(screen.queryByText(/Tanier plytký/)).not.toBeInTheDocument();

    answer.open();
    await settle();
    expect(screen.queryByText(/Tanier plytký/)).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Zadajte aspoň 3 znaky.');
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('<SearchBox> from 3 characters', () => {
  it('waits 150 ms, then shows products with image and price, categories, brands and a more link', async () => {
    const box = renderBox();
    box.type('tan');
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(seen).toEqual([]);
    expect(status()).toHaveTextContent('Hľadám…');
    await advance(1);
    expect(seen).toEqual(['q=tan']);
    // Shown 150 ms so far: the hint stays to its 200 ms (spec §9), then goes.
    expect(status()).toHaveTextContent('Hľadám…');
    await advance(FETCH_MINIMUM_DISPLAY_MS - SEARCH_DEBOUNCE_MS);
    expect(status()).toBeEmptyDOMElement();

    const products = within(listbox()).getByRole('group', { name: 'Produkty' });
    const [first, second] = within(products).getAllByRole('option');
    expect(first).toHaveTextContent('Tanier plytký 27 cm Aurora');
    expect(within(first!).getByTestId('search-price')).toHaveTextContent('1 234,50 Kč');
    expect(first).toHaveAttribute('href', '/produkt/produkt-1');
    expect(first!.querySelector('img')).toHaveAttribute('src', '/media/products/1.webp');
    expect(within(second!).getByTestId('search-price')).toHaveTextContent('980,00 Kč');

    const categories = within(listbox()).getByRole('group', { name: 'Kategórie' });
    expect(within(categories).getByRole('option', { name: 'Stolovanie › Taniere' })).toHaveAttribute(
      'href',
      '/kategorie/taniere',
    );
    const brands = within(listbox()).getByRole('group', { name: 'Značky' });
    expect(within(brands).getByRole('option', { name: 'Aurora' })).toHaveAttribute(
      'href',
      '/kategorie/aurora',
    );
    expect(within(listbox()).getByRole('option', { name: 'Zobraziť všetky výsledky' })).toHaveAttribute(
      'href',
      '/hladaj?q=tan',
    );
  });

  it('sends one request for fast typing, with the last term, trimmed', async () => {
    const box = renderBox();
    for (const value of ['tan', 'tani', 'tanie', 'tanier ']) {
      box.type(value);
      await advance(100);
    }
    expect(seen).toEqual([]);
    await advance(SEARCH_DEBOUNCE_MS - 100);
    expect(seen).toEqual(['q=tanier']);
    await advance(5_000);
    expect(seen).toEqual(['q=tanier']);
  });

  it('aborts a superseded request, keeps the shown results meanwhile and never shows the late answer', async () => {
    const older = gate();
    const newer = gate();
    answerSuggest(async (q) => {
      if (q === 'tanie') {
        await older.opened;
        return json(results({ products: [product(7, 'Starý výsledok')] }));
      }
      if (q === 'tanier') {
        await newer.opened;
        return json(results({ products: [product(8, 'Tanier dezertný 19 cm Aurora')] }));
      }
      return json(results());
    });
    const box = renderBox();
    box.type('tan');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('Tanier plytký 27 cm Aurora')).toBeInTheDocument();
    box.type('tanie');
    await advance(SEARCH_DEBOUNCE_MS);
    box.type('tanier');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(seen).toEqual(['q=tan', 'q=tanie', 'q=tanier']);
    expect(aborted).toEqual(['tanie']);
    expect(status()).toHaveTextContent('Hľadám…');
    expect(screen.getByText('Tanier plytký 27 cm Aurora')).toBeInTheDocument();

    older.open();
    await settle();
    expect(screen.queryByText('Starý výsledok')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Hľadám…');
    expect(screen.getByText('Tanier plytký 27 cm Aurora')).toBeInTheDocument();

    newer.open();
    await advance(BATCH_WAIT_MS);
    expect(status()).toBeEmptyDOMElement();
    expect(screen.getByText('Tanier dezertný 19 cm Aurora')).toBeInTheDocument();
    expect(screen.queryByText('Tanier plytký 27 cm Aurora')).not.toBeInTheDocument();
    expect(screen.queryByText('Starý výsledok')).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('shows the no-result text when the search fails, and logs the failure', async () => {
    answerSuggest((_, request) => failed500({ request }));
    const box = renderBox();
    box.type('tanier');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(status()).toHaveTextContent('Nenašli sme nič, čo by zodpovedalo hľadaniu.');
    expect(within(listbox()).queryAllByRole('option')).toHaveLength(0);
    expect(console.error).toHaveBeenCalledWith(
      '[api] GET /api/search/suggest failed',
      expect.objectContaining({ status: 500 }),
    );
  });

  it('shows the no-result text for an empty answer, without a more link', async () => {
    answerSuggest(() => json({ products: [], categories: [], brands: [] }));
    const box = renderBox();
    box.type('xyzxyz');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(status()).toHaveTextContent('Nenašli sme nič, čo by zodpovedalo hľadaniu.');
    expect(screen.queryByRole('link', { name: 'Zobraziť všetky výsledky' })).not.toBeInTheDocument();
  });

  it('shows the primary price without VAT for a user who chose it', async () => {
    answerOwnPrices('net', 'CZK', []);
    const box = renderBox(sessionUser({ show_price_without_vat: true }));
    box.type('tan');
    await advance(SEARCH_DEBOUNCE_MS);
    // The price batch is sent (and answered without own prices), not left waiting for the next test.
    await advance(BATCH_WAIT_MS);
    expect(screen.getAllByTestId('search-price')[0]).toHaveTextContent('1 020,25 Kč');
  });

  it('shows a Slovak VAT payer the customer’s own price, without VAT (spec §1)', async () => {
    const asked = answerOwnPrices('net', 'EUR', [
      { product_id: 1, with_vat: 9_840, without_vat: 8_000, from: false },
    ]);
    await suggestToVatPayerOn('sk');
    expect(asked).toEqual([[1, 2]]);
    const [own, listed] = screen.getAllByTestId('search-price');
    expect(own).toHaveTextContent('80,00 €');
    // No own price came for the second product: its list price, also without VAT.
    expect(listed).toHaveTextContent('1 020,25 Kč');
  });

  it('shows the same VAT payer on the Czech shop the own price with VAT', async () => {
    answerOwnPrices('gross', 'CZK', [{ product_id: 1, with_vat: 96_800, without_vat: 80_000, from: false }]);
    await suggestToVatPayerOn('cz');
    expect(screen.getAllByTestId('search-price')[0]).toHaveTextContent('968,00 Kč');
  });
});

describe('<SearchBox> submit', () => {
  it('Enter goes at once to the product whose code was typed, without a suggest request', async () => {
    answerByCode((q) =>
      json({ product: q === 'AUR-2701' ? { id: 1, name: 'Tanier', url: '/produkt/tanier-aurora' } : null }),
    );
    const box = renderBox();
    box.type(' AUR-2701 ');
    box.key('Enter');
    await settle();
    expect(seen).toEqual(['code=AUR-2701']);
    expect(nextRouter.push).toHaveBeenCalledWith('/produkt/tanier-aurora');
    expect(intlRouter.push).not.toHaveBeenCalled();
    expect(box.input).toHaveAttribute('aria-expanded', 'false');
    await advance(1_000);
    expect(seen).toEqual(['code=AUR-2701']);
  });

  it('goes to the search page when no product has the code, also from the search button', async () => {
    const box = renderBox();
    box.type('tanier ');
    box.key('Enter');
    await settle();
    expect(seen).toEqual(['code=tanier']);
    expect(intlRouter.push).toHaveBeenCalledWith({ pathname: '/hladaj', query: { q: 'tanier' } });
    expect(nextRouter.push).not.toHaveBeenCalled();

    answerByCode(() => json({ code: 'INTERNAL_ERROR', message: 'Server error' }, 500));
    box.type('pohár');
    fireEvent.click(screen.getByRole('button', { name: 'Hľadať' }));
    await settle();
    expect(intlRouter.push).toHaveBeenLastCalledWith({ pathname: '/hladaj', query: { q: 'pohár' } });
  });

  it('does nothing under 3 characters', async () => {
    const box = renderBox();
    box.type('ta');
    box.key('Enter');
    await advance(1_000);
    expect(seen).toEqual([]);
    expect(nextRouter.push).not.toHaveBeenCalled();
    expect(intlRouter.push).not.toHaveBeenCalled();
  });

  it('typing on while the code is looked up cancels the submit', async () => {
    const answer = gate();
    answerByCode(async () => {
      await answer.opened;
      return json({ product: { id: 1, name: 'Tanier', url: '/produkt/tanier-aurora' } });
    });
    const box = renderBox();
    box.type('AUR-2701');
    box.key('Enter');
    await settle();
    box.type('AUR-27');
    answer.open();
    await settle();
    expect(nextRouter.push).not.toHaveBeenCalled();
    expect(intlRouter.push).not.toHaveBeenCalled();
  });

  it('searches again at once on the next focus when the last search was cancelled', async () => {
    const box = renderBox();
    box.type('tanier');
    box.key('Enter');
    await settle();
    act(() => box.input.blur());
    act(() => box.input.focus());
    await settle();
    expect(seen).toEqual(['code=tanier', 'lists', 'q=tanier']);
    expect(screen.getByText('Tanier plytký 27 cm Aurora')).toBeInTheDocument();
  });
});

describe('<SearchBox> keyboard and closing', () => {
  async function showResults() {
    const box = renderBox();
    act(() => box.input.focus());
    box.type('tan');
    await advance(SEARCH_DEBOUNCE_MS);
    return box;
  }

  const activeOption = (input: HTMLElement) => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id) : null;
  };

  it('moves through the options with the arrow keys, wrapping around, and Enter opens the active one', async () => {
    const box = await showResults();
    const listId = box.input.getAttribute('aria-controls');
    expect(listbox()).toHaveAttribute('id', listId);
    expect(box.input).not.toHaveAttribute('aria-activedescendant');

    box.key('ArrowDown');
    expect(activeOption(box.input)).toHaveTextContent('Tanier plytký 27 cm Aurora');
    expect(activeOption(box.input)).toHaveAttribute('aria-selected', 'true');
    box.key('ArrowDown');
    box.key('ArrowDown');
    expect(activeOption(box.input)).toHaveTextContent('Stolovanie › Taniere');
    box.key('ArrowUp');
    expect(activeOption(box.input)).toHaveTextContent('Tanier hlboký 22 cm Aurora');
    expect(within(listbox()).getAllByRole('option', { selected: true })).toHaveLength(1);
    box.key('ArrowUp');
    box.key('ArrowUp');
    expect(activeOption(box.input)).toHaveTextContent('Zobraziť všetky výsledky');
    box.key('ArrowDown');
    expect(activeOption(box.input)).toHaveTextContent('Tanier plytký 27 cm Aurora');

    box.key('ArrowDown');
    box.key('Enter');
    expect(nextRouter.push).toHaveBeenCalledWith('/produkt/produkt-2');
    expect(box.input).toHaveAttribute('aria-expanded', 'false');
    expect(seen).toEqual(['lists', 'q=tan']);

    box.key('ArrowDown');
    expect(box.input).toHaveAttribute('aria-expanded', 'true');
    box.key('ArrowUp');
    box.key('Enter');
    expect(intlRouter.push).toHaveBeenCalledWith({ pathname: '/hladaj', query: { q: 'tan' } });
  });

  it('Enter on a most searched term fills the input and searches it', async () => {
    const box = renderBox();
    act(() => box.input.focus());
    await settle();
    box.key('ArrowDown');
    box.key('Enter');
    expect(box.input).toHaveValue('tanier');
    await settle();
    expect(seen).toEqual(['lists', 'q=tanier']);
    expect(nextRouter.push).not.toHaveBeenCalled();
  });

  it('Escape and a click outside close the list; a click inside keeps it', async () => {
    const box = await showResults();
    fireEvent.keyDown(box.input, { key: 'Escape' });
    expect(box.input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    box.key('ArrowDown');
    expect(listbox()).toBeInTheDocument();
    fireEvent.pointerDown(listbox());
    expect(listbox()).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box.input).toHaveValue('tan');
  });
});

describe('<SearchBox> on small screens', () => {
  it('opens a full-screen overlay with the input focused, closing the mobile menu', async () => {
    useLayoutStore.getState().setMobileMenuOpen(true);
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Otvoriť vyhľadávanie' }));
    // The overlay's code loads when it first opens.
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Vyhľadávanie' });
    expect(useLayoutStore.getState()).toMatchObject({ searchOpen: true, mobileMenuOpen: false });
    const input = within(dialog).getByRole('combobox', { name: 'Hľadať' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await settle();
    expect(seen).toEqual(['lists']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Zadajte aspoň 3 znaky.');

    fireEvent.change(input, { target: { value: 'tan' } });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(within(dialog).getByRole('group', { name: 'Produkty' })).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(nextRouter.push).toHaveBeenCalledWith('/produkt/produkt-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useLayoutStore.getState().searchOpen).toBe(false);
  });

  it('closes on Escape, on its close button, when the mobile menu opens and on a page change', async () => {
    const { view } = renderBox();
    const open = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Otvoriť vyhľadávanie' }));
      await settle();
      return screen.getByRole('dialog', { name: 'Vyhľadávanie' });
    };

    fireEvent.keyDown(within(await open()).getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(within(await open()).getByRole('button', { name: 'Zavrieť vyhľadávanie' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await open();
    act(() => useLayoutStore.getState().setMobileMenuOpen(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await open();
    expect(useSearchStore.getState().navigatedAt).toBeNull();
    navigation.pathname = '/kategorie/taniere';
    view.rerender(
      <WithScopeMessages locale="sk" scope="shop">
        <Box />
      </WithScopeMessages>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSearchStore.getState().navigatedAt).toBe(Date.now());
  });
});

function sessionUser(overrides: Partial<SessionUser>): SessionUser {
  return {
    username: 'zakaznik@horeca-shop.localhost',
    customer_name: null,
    customer_name_short: null,
    show_price_without_vat: false,
    is_registered_for_newsletter: false,
    email: 'zakaznik@horeca-shop.localhost',
    firstname: 'Jana',
    lastname: 'Nováková',
    phone: '',
    roles: [],
    b2b_account_type: null,
    is_b2b: false,
    has_deposit: true,
    selected_customer: null,
    customers: [],
    can_select_customer: false,
    must_select_customer: false,
    has_admin_menu: false,
    is_customer_admin: false,
    ...overrides,
  };
}
