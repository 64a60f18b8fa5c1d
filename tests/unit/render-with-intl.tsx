import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import type { Locale } from '@/lib/config/locales';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import sk from '@/messages/sk.json';

const messages = { sk, cs, en };

/** Renders a component as the shop does: inside the intl provider of a locale. */
export function renderWithIntl(ui: ReactElement, locale: Locale = 'sk') {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]}>
      {ui}
    </NextIntlClientProvider>,
  );
}
