// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast } from '@/lib/toast/toast';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/components/frame/login-form';
import { apiClient } from '@/lib/api/client';
import { hardNavigate } from '@/lib/hooks/hard-navigate';
import { networkFailure, tooManyRequests } from '@/tests/support/msw/failures';
import { invalidCredentials } from '@/tests/support/msw/shop-api';
import { renderWithIntl } from './render-with-intl';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => router }));
vi.mock('@/lib/toast/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/lib/hooks/hard-navigate', () => ({ hardNavigate: vi.fn() }));

const BASE = 'http://shop.test';
const server = setupServer();
const user = { username: 'zakaznik@horeca-shop.localhost', must_select_customer: false };

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  apiClient.configure({ baseUrl: BASE });
});
afterAll(() => server.close());
beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => server.resetHandlers());

function renderForm(props: { goHomeAfterLogin?: boolean } = {}) {
  renderWithIntl(
    <QueryClientProvider client={new QueryClient()}>
      <LoginForm idPrefix="t" {...props} />
    </QueryClientProvider>,
  );
  return {
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Heslo'),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Prihlásiť sa' })),
  };
}

describe('<LoginForm>', () => {
  it('shows the first failing rule of each field, with the bound, and sends nothing', async () => {
    const form = renderForm();
    form.submit();
    expect(await screen.findAllByText('Toto pole je povinné.')).toHaveLength(2);

    fireEvent.change(form.email, { target: { value: 'nie-je-email' } });
    fireEvent.change(form.password, { target: { value: 'x'.repeat(101) } });
    form.submit();
    expect(await screen.findByText('Zadajte platnú e-mailovú adresu.')).toBeInTheDocument();
    expect(screen.getByText('Zadajte najviac 100 znakov.')).toBeInTheDocument();

    fireEvent.change(form.email, { target: { value: `${'a'.repeat(196)}@x.sk` } });
    form.submit();
    expect(await screen.findByText('Zadajte najviac 200 znakov.')).toBeInTheDocument();
    expect(screen.queryByText('Zadajte platnú e-mailovú adresu.')).not.toBeInTheDocument();
  });

  it('replaces "Invalid credentials." by the translated text, toasts 10 s and keeps what was typed', async () => {
    let sent: unknown;
    server.use(
      http.post(`${BASE}/api/auth/login`, async ({ request }) => {
        sent = await request.json();
        return invalidCredentials()();
      }),
    );
    const form = renderForm();
    fireEvent.change(form.email, { target: { value: 'zakaznik@horeca-shop.localhost' } });
    fireEvent.change(form.password, { target: { value: 'zle-heslo' } });
    form.submit();
    const text = 'Prihlásenie sa nepodarilo. Skontrolujte e-mail a heslo.';
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(sent).toEqual({ username: 'zakaznik@horeca-shop.localhost', password: 'zle-heslo' });
    expect(toast.error).toHaveBeenCalledWith(text);
    expect(form.email).toHaveValue('zakaznik@horeca-shop.localhost');
    expect(form.password).toHaveValue('zle-heslo');
    expect(screen.getByRole('button', { name: 'Prihlásiť sa' })).toBeEnabled();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('shows another server message as given (too many attempts)', async () => {
    server.use(http.post(`${BASE}/api/auth/login`, tooManyRequests(60)));
    const form = renderForm();
    fireEvent.change(form.email, { target: { value: 'a@b.sk' } });
    fireEvent.change(form.password, { target: { value: 'heslo123' } });
    form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Príliš veľa pokusov. Skúste to o chvíľu znova.',
    );
  });

  it('tells the visitor when the server cannot be reached', async () => {
    server.use(http.post(`${BASE}/api/auth/login`, networkFailure()));
    const form = renderForm();
    fireEvent.change(form.email, { target: { value: 'a@b.sk' } });
    fireEvent.change(form.password, { target: { value: 'heslo123' } });
    form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server je momentálne nedostupný.');
    expect(form.email).toHaveValue('a@b.sk');
  });

  it('refreshes the page after a login, and sends a user who must pick a customer to the selection', async () => {
    server.use(http.post(`${BASE}/api/auth/login`, () => HttpResponse.json({ token: 't', data: { user } })));
    const form = renderForm();
    fireEvent.change(form.email, { target: { value: user.username } });
    fireEvent.change(form.password, { target: { value: 'Zakaznik-2026!' } });
    form.submit();
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(router.push).not.toHaveBeenCalled();

    server.use(
      http.post(`${BASE}/api/auth/login`, () =>
        HttpResponse.json({ token: 't', data: { user: { ...user, must_select_customer: true } } }),
      ),
    );
    form.submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/b2b/vyberte-zakaznika'));
  });

  it('goes on to the login page’s next path of the shop after signing in, never to another site', async () => {
    server.use(http.post(`${BASE}/api/auth/login`, () => HttpResponse.json({ token: 't', data: { user } })));
    const visitLogin = (next: string) =>
      window.history.replaceState(null, '', `/login?${new URLSearchParams({ next })}`);
    visitLogin('/\t/evil.example/phish');
    const form = renderForm({ goHomeAfterLogin: true });
    fireEvent.change(form.email, { target: { value: user.username } });
    fireEvent.change(form.password, { target: { value: 'Zakaznik-2026!' } });
    form.submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(hardNavigate).not.toHaveBeenCalled();

    visitLogin('/kategorie/./taniere/../sklo?page=2#recenzie');
    form.submit();
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/kategorie/sklo?page=2#recenzie'));
    window.history.replaceState(null, '', '/');
  });
});
