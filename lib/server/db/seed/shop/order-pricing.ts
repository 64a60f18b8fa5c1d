import { type Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { lineAmounts, shopperNetPrice } from '@/lib/server/services/cart/cart-pricing';
import { goodsByRate, orderTotals, type OrderTotals } from '@/lib/server/services/cart/cart-totals';
import { vatRate } from '@/lib/server/services/pricing';
import type { orderItems } from '../../schema';
import { listNetAt, type SeedVariant } from './order-variants';

export type SeedOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export interface PricedSeedOrder {
  items: SeedOrderItem[];
  goodsWithVat: number;
  goodsWithoutVat: number;
  shippingWithVat: number;
  paymentWithVat: number;
  totals: OrderTotals;
}

export interface SeedPricingInput {
  lines: { variant: SeedVariant; quantity: number }[];
  channel: Channel;
  locale: Locale;
  placedAt: Date;
  /** The customer's general discount (0 for consumers) and the partner discount of the order's day. */
  discounts: { general: number; partner: number };
  /** Gross prices of the shipping and payment in the channel, and the free-shipping threshold. */
  shippingPrice: number;
  paymentPrice: number;
  freeShippingThreshold: number;
}

/**
 * The order's lines and totals as the cart would have priced them when the order was placed: the list
 * price of that day (or the individual price), less the customer's discount; VAT per unit; shipping free
 * from the threshold; shipping and payment at the standard rate.
 */
export function priceSeedOrder(input: SeedPricingInput): PricedSeedOrder {
  const { channel, locale } = input;
  const priced = input.lines.map(({ variant, quantity }) => {
    const unitNet = shopperNetPrice(
      listNetAt(variant, input.placedAt),
      variant.individualNet,
      input.discounts,
    )!;
    const rate = vatRate(channel, variant.vatClass);
    return { variant, quantity, rate, amounts: lineAmounts(unitNet, rate, quantity) };
  });
  const items: SeedOrderItem[] = priced.map(({ variant, quantity, rate, amounts }) => ({
    productId: variant.productId,
    variantId: variant.id,
    code: variant.code,
    name: variant.names[locale] ?? variant.code,
    quantity,
    vatRate: rate,
    unitPriceWithoutVat: amounts.unitWithoutVat,
    unitPriceWithVat: amounts.unitWithVat,
    totalWithoutVat: amounts.totalWithoutVat,
    totalWithVat: amounts.totalWithVat,
    withDeposit: false,
    quantityFromStock: quantity,
  }));
  const goodsWithVat = items.reduce((sum, item) => sum + item.totalWithVat, 0);
  const goodsWithoutVat = items.reduce((sum, item) => sum + item.totalWithoutVat, 0);
  const shippingWithVat = goodsWithVat >= input.freeShippingThreshold ? 0 : input.shippingPrice;
  const totals = orderTotals({
    goods: goodsByRate(
      priced.map(({ rate, quantity, amounts }) => ({
        vatRate: rate,
        quantity,
        totalWithVat: amounts.totalWithVat,
        totalWithoutVat: amounts.totalWithoutVat,
        unitWithoutVat: amounts.unitWithoutVat,
        listUnitNet: null,
      })),
    ),
    discountWithVat: 0,
    shippingWithVat,
    paymentWithVat: input.paymentPrice,
    standardRate: channel.vatRates.standard,
    depositRestWithVat: 0,
    depositRestWithoutVat: 0,
  });
  return {
    items,
    goodsWithVat,
    goodsWithoutVat,
    shippingWithVat,
    paymentWithVat: input.paymentPrice,
    totals,
  };
}
