import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { loadShopMessages } from '@/lib/i18n/message-overrides';

/** The order e-mail's own texts, the order summary's labels and the bank-transfer labels. */
export async function orderMailTexts(locale: Locale) {
  const messages = await loadShopMessages(locale);
  return {
    mail: createTranslator({ locale, messages, namespace: 'OrderEmail' }),
    summary: createTranslator({ locale, messages, namespace: 'OrderSummary' }),
    bank: createTranslator({ locale, messages, namespace: 'BankTransfer' }),
  };
}

export type OrderMailTexts = Awaited<ReturnType<typeof orderMailTexts>>;
