import 'server-only';
import type { PaymentType } from '@/lib/api/contract/cart';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** The thank-you page of an order: `/objednavka/dakujeme/{id}/{token}`, `/en/order/thank-you/…`. */
export function thankYouUrl(locale: Locale, id: number, token: string): string {
  return getPathname({
    locale,
    href: { pathname: '/objednavka/dakujeme/[id]/[token]', params: { id: String(id), token } },
  });
}

/** The complete-order page, which pays what is due by card: `/dokoncenie-objednavky/{id}/{token}`. */
export function completeOrderUrl(locale: Locale, id: number, token: string): string {
  return getPathname({
    locale,
    href: { pathname: '/dokoncenie-objednavky/[id]/[token]', params: { id: String(id), token } },
  });
}

/** Where the browser goes after submitting: a card payment starts on the complete-order page. */
export function afterSubmitUrl(locale: Locale, paymentType: PaymentType, id: number, token: string): string {
  return paymentType === 'CARD' ? completeOrderUrl(locale, id, token) : thankYouUrl(locale, id, token);
}
