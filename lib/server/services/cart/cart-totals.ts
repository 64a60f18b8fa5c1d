import type { VatSummaryLine } from '@/lib/api/contract/cart';
import { grossFromNet } from '@/lib/server/services/pricing';
import { discountByRate, type RateAmounts } from './cart-discounts';
import { netOfGross } from './money-split';

export interface TotalsLine {
  vatRate: number;
  totalWithVat: number;
  totalWithoutVat: number;
  quantity: number;
  unitWithoutVat: number;
  /** The list price per unit, net; null when unknown. */
  listUnitNet: number | null;
}

/** Goods with and without VAT per VAT rate, highest rate first. */
export function goodsByRate(lines: readonly TotalsLine[]): RateAmounts[] {
  const byRate = new Map<number, RateAmounts>();
  for (const line of lines) {
    const rate = byRate.get(line.vatRate) ?? { rate: line.vatRate, withVat: 0, withoutVat: 0 };
    rate.withVat += line.totalWithVat;
    rate.withoutVat += line.totalWithoutVat;
    byRate.set(line.vatRate, rate);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}

/**
 * What the shopper's prices save against the list price (individual prices, the customer's general
 * discount): per line (list − own) per unit × quantity, never below 0.
 */
export function itemDiscountTotals(lines: readonly TotalsLine[]): { withVat: number; withoutVat: number } {
  let withVat = 0;
  let withoutVat = 0;
  for (const line of lines) {
    if (line.listUnitNet === null || line.listUnitNet <= line.unitWithoutVat) continue;
    const unitWithVat = line.totalWithVat / line.quantity;
    withVat += (grossFromNet(line.listUnitNet, line.vatRate) - unitWithVat) * line.quantity;
    withoutVat += (line.listUnitNet - line.unitWithoutVat) * line.quantity;
  }
  return { withVat: Math.max(0, withVat), withoutVat: Math.max(0, withoutVat) };
}

export interface OrderTotalsInput {
  goods: readonly RateAmounts[];
  discountWithVat: number;
  /** Gross prices of the selected shipping and payment (0 when none or free). */
  shippingWithVat: number;
  paymentWithVat: number;
  /** The channel's standard VAT rate: shipping and payment carry it. */
  standardRate: number;
  /** The deposit rest paid later (0 unless `deposit_payment_type` is `deposit`). */
  depositRestWithVat: number;
  depositRestWithoutVat: number;
}

export interface OrderTotals {
  discountWithoutVat: number;
  shippingWithoutVat: number;
  paymentWithoutVat: number;
  vatSummary: VatSummaryLine[];
  totalWithVat: number;
  totalWithoutVat: number;
  payNowWithVat: number;
  payNowWithoutVat: number;
  payLaterWithVat: number;
  payLaterWithoutVat: number;
}

function addToSummary(summary: Map<number, VatSummaryLine>, rate: number, total: number, base: number) {
  if (total === 0 && base === 0) return;
  const line = summary.get(rate) ?? { rate, base: 0, vat: 0, total: 0 };
  line.base += base;
  line.total += total;
  line.vat = line.total - line.base;
  summary.set(rate, line);
}

/**
 * The order's totals: goods − code discounts + shipping + payment, with and without VAT, and per VAT rate
 * (the discount taken off each rate in proportion to its goods; shipping and payment at the standard
 * rate). What is paid later is the deposit rest, what is paid now the rest of the total.
 */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const discounts = discountByRate(input.discountWithVat, input.goods);
  const shippingWithoutVat = netOfGross(input.shippingWithVat, input.standardRate);
  const paymentWithoutVat = netOfGross(input.paymentWithVat, input.standardRate);
  const summary = new Map<number, VatSummaryLine>();
  input.goods.forEach((goods, index) => {
    const discount = discounts[index]!;
    addToSummary(
      summary,
      goods.rate,
      goods.withVat - discount.withVat,
      goods.withoutVat - discount.withoutVat,
    );
  });
  addToSummary(summary, input.standardRate, input.shippingWithVat, shippingWithoutVat);
  addToSummary(summary, input.standardRate, input.paymentWithVat, paymentWithoutVat);
  const vatSummary = [...summary.values()].sort((a, b) => b.rate - a.rate);
  const totalWithVat = vatSummary.reduce((sum, line) => sum + line.total, 0);
  const totalWithoutVat = vatSummary.reduce((sum, line) => sum + line.base, 0);
  const payLaterWithVat = Math.min(input.depositRestWithVat, totalWithVat);
  const payLaterWithoutVat = Math.min(input.depositRestWithoutVat, totalWithoutVat);
  return {
    discountWithoutVat: discounts.reduce((sum, rate) => sum + rate.withoutVat, 0),
    shippingWithoutVat,
    paymentWithoutVat,
    vatSummary,
    totalWithVat,
    totalWithoutVat,
    payNowWithVat: totalWithVat - payLaterWithVat,
    payNowWithoutVat: totalWithoutVat - payLaterWithoutVat,
    payLaterWithVat,
    payLaterWithoutVat,
  };
}
