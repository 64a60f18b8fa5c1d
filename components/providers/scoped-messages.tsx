import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type ClientMessageScope, clientMessages } from '@/lib/i18n/client-messages';
import type { Messages } from '@/lib/i18n/messages';

/** The client messages of one part of the shop for the pages below it, in place of the frame's. */
export async function ScopedMessages({
  scope,
  children,
}: {
  scope: ClientMessageScope;
  children: ReactNode;
}) {
  const messages = clientMessages((await getMessages()) as Messages, scope);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}

/** A route group's layout that only gives its pages their part's messages. */
export function scopedMessagesLayout(scope: ClientMessageScope) {
  return function ScopedMessagesLayout({ children }: { children: ReactNode }) {
    return <ScopedMessages scope={scope}>{children}</ScopedMessages>;
  };
}
