// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast } from '@/lib/toast/toast';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/components/frame/newsletter-form';
import { apiClient } from '@/lib/api/client';
import { networkFailure } from '@/tests/support/msw/failures';
import { renderWithIntl } from './render-with-intl';

vi.mock('@/lib/toast/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const BASE = 'http://shop.test';
const server = setupServer();

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

function fill(onDone = vi.fn()) {
  renderWithIntl(<NewsletterForm onDone={onDone} />, 'cs');
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: '  novinky@restaurace.cz ' } });
  fireEvent.click(screen.getByLabelText('Souhlasím se zpracováním osobních údajů pro zasílání novinek.'));
  fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
  return onDone;
}

describe('<NewsletterForm>', () => {
  it('sends the trimmed e-mail with the consent, thanks and closes', async () => {
    let sent: unknown;
    server.use(
      http.put(`${BASE}/api/email-notification/join-newsletter`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const onDone = fill();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual({ email: 'novinky@restaurace.cz', privacyPolicyChecked: true });
    expect(toast.success).toHaveBeenCalledWith('Děkujeme, odběr novinek je aktivní.');
  });

  it('keeps what was typed and lets the visitor retry when the server fails or is offline', async () => {
    server.use(http.put(`${BASE}/api/email-notification/join-newsletter`, networkFailure()));
    const onDone = fill();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Přihlášení k odběru se nepodařilo. Zkuste to prosím znovu.'),
    );
    expect(onDone).not.toHaveBeenCalled();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value.trim()).toBe('novinky@restaurace.cz');
    expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeEnabled();
  });

  it('explains a missing consent', async () => {
    renderWithIntl(<NewsletterForm onDone={vi.fn()} />, 'en');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.cz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText(
        'Without your consent to the processing of personal data we cannot send you the newsletter.',
      ),
    ).toBeInTheDocument();
  });
});
