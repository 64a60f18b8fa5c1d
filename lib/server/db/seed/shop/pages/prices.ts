import { FREE_SHIPPING_THRESHOLD } from '../settings-data';
import { priceText } from '../money';
import { paymentSeed, shippingSeed, type PaymentCode, type ShippingCode } from '../shipping-data';

/** "149 Kč / 5,90 €": the same price on both shops, for page text. */
export function shippingPrice(code: ShippingCode): string {
  const { price } = shippingSeed(code);
  return `${priceText(price.cz, 'CZK')} / ${priceText(price.sk, 'EUR')}`;
}

export function paymentPrice(code: PaymentCode): string {
  const { price } = paymentSeed(code);
  return `${priceText(price.cz, 'CZK')} / ${priceText(price.sk, 'EUR')}`;
}

export const freeShippingFrom = `${priceText(FREE_SHIPPING_THRESHOLD.cz, 'CZK')} / ${priceText(
  FREE_SHIPPING_THRESHOLD.sk,
  'EUR',
)}`;
