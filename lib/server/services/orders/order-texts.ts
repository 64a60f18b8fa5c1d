import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { loadMessages } from '@/lib/i18n/messages';

/** Texts of one namespace in the order's language, outside a request (e-mail, QR payment note). */
export async function orderTranslator<N extends 'OrderEmail' | 'OrderSummary' | 'BankTransfer'>(
  locale: Locale,
  namespace: N,
) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace });
}
