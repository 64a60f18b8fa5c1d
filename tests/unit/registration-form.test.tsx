// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistrationForm } from '@/components/account/registration-form';
import { apiClient } from '@/lib/api/client';
import type { Locale } from '@/lib/config/locales';
import { renderWithIntl } from './render-with-intl';

vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...props} />
  ),
}));
vi.mock('@/lib/toast/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => {
  vi.restoreAllMocks();
});

const forms: Record<Locale, { firstname: RegExp; lastname: RegExp; submit: string; singleLine: string }> = {
  sk: {
    firstname: /^Meno/,
    lastname: /^Priezvisko/,
    submit: 'Zaregistrovať sa',
    singleLine: 'Zadajte text do jedného riadka, bez riadiacich a neviditeľných formátovacích znakov.',
  },
  cs: {
    firstname: /^Jméno/,
    lastname: /^Příjmení/,
    submit: 'Zaregistrovat se',
    singleLine: 'Zadejte text na jeden řádek, bez řídicích a neviditelných formátovacích znaků.',
  },
  en: {
    firstname: /^First name/,
    lastname: /^Last name/,
    submit: 'Register',
    singleLine: 'Enter the text on one line, without control or invisible formatting characters.',
  },
};

describe('<RegistrationForm>', () => {
  it.each(Object.entries(forms) as [Locale, (typeof forms)[Locale]][])(
    'in %s says a name must be one line without control characters, and sends nothing',
    async (locale, form) => {
      const post = vi.spyOn(apiClient, 'post');
      renderWithIntl(
        <QueryClientProvider client={new QueryClient()}>
          <RegistrationForm />
        </QueryClientProvider>,
        locale,
        'registration',
      );
      fireEvent.change(screen.getByLabelText(form.firstname), { target: { value: 'Jan\u001b[31m' } });
      fireEvent.change(screen.getByLabelText(form.lastname), { target: { value: '\u202Eevil' } });
      fireEvent.click(screen.getByRole('button', { name: form.submit }));
      expect(await screen.findAllByText(form.singleLine)).toHaveLength(2);
      expect(post).not.toHaveBeenCalled();
    },
  );
});
