import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { loadShopMessages } from '@/lib/i18n/message-overrides';

/** Texts of one namespace in the order's language, outside a request (e-mail, QR payment note). */
export async function orderTranslator<N extends 'OrderEmail' | 'OrderSummary' | 'BankTransfer'>(
  locale: Locale,
  namespace: N,
) {
  return createTranslator({ locale, messages: await loadShopMessages(locale), namespace });
}
