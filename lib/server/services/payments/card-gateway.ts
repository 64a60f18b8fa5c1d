import type { CurrencyCode } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';

/** One card payment as the shop asks a gateway for it. */
export interface CardPaymentRequest {
  /** Our random id of the attempt (card_payments.gateway_payment_id). */
  paymentId: string;
  orderNumber: string;
  /** Minor units. */
  amount: number;
  currency: CurrencyCode;
  locale: Locale;
  /** Where the gateway sends the customer back when the payment ends (the shop's complete-order page). */
  returnUrl: string;
}

/**
 * A card payment gateway. `createCardPayment` registers the payment and answers the address the
 * customer's browser goes to; the gateway's answer comes back through `resolveCardPayment`.
 */
export interface CardGateway {
  id: 'dev';
  createCardPayment(request: CardPaymentRequest): Promise<string>;
}
