import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@/lib/config/locales';
import { type ClientMessageScope, clientMessages } from '@/lib/i18n/client-messages';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import sk from '@/messages/sk.json';

const messages = { sk, cs, en };

/** The administration's layout sends all messages; every other part only its own (lib/i18n/client-messages). */
export type MessageScope = ClientMessageScope | 'admin';

function messagesOf(locale: Locale, scope: MessageScope) {
  return scope === 'admin' ? messages[locale] : clientMessages(messages[locale], scope);
}

/** The intl provider of a part of the shop, as its layout gives it to the components below. */
export function WithScopeMessages({
  locale,
  scope,
  children,
}: {
  locale: Locale;
  scope: MessageScope;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messagesOf(locale, scope)}>
      {children}
    </NextIntlClientProvider>
  );
}

/** Renders a component as the shop does: with the messages its part of the shop sends to the browser. */
export function renderWithIntl(ui: ReactElement, locale: Locale = 'sk', scope: MessageScope = 'shop') {
  return render(
    <WithScopeMessages locale={locale} scope={scope}>
      {ui}
    </WithScopeMessages>,
  );
}
