import type { Channel } from '@/lib/config/channels';
import { eurFromCzk, grossFromNet, roundHalfAwayFromZero } from '@/lib/server/services/pricing';

/** Net list price of a variant in the channel; an EUR price that is missing comes from the CZK one. */
export function listNetPrice(
  ownNet: number | null,
  czkNet: number | null,
  channel: Channel,
  czkPerEur: number,
): number | null {
  if (ownNet !== null) return ownNet;
  if (channel.currency === 'EUR' && czkNet !== null) return eurFromCzk(czkNet, czkPerEur);
  return null;
}

/**
 * What the shopper pays per unit, net: an individual price replaces the list price; the customer's
 * general discount (agreed "on the whole range", B2B terms) applies to whichever of the two is used, and
 * a new partner's 14-day discount to what that leaves. One rounding, at the end.
 */
export function shopperNetPrice(
  listNet: number | null,
  individualNet: number | null,
  discounts: { general: number; partner: number },
): number | null {
  const base = individualNet ?? listNet;
  if (base === null) return null;
  const general = Math.max(0, discounts.general);
  const partner = Math.max(0, discounts.partner);
  if (general === 0 && partner === 0) return base;
  return roundHalfAwayFromZero((base * (100 - general) * (100 - partner)) / 10_000);
}

export interface LineAmounts {
  unitWithVat: number;
  unitWithoutVat: number;
  totalWithVat: number;
  totalWithoutVat: number;
}

/** VAT is added per unit and the line is unit × quantity, so a line always splits back into its units. */
export function lineAmounts(unitNet: number, vatRate: number, quantity: number): LineAmounts {
  const unitWithVat = grossFromNet(unitNet, vatRate);
  return {
    unitWithVat,
    unitWithoutVat: unitNet,
    totalWithVat: unitWithVat * quantity,
    totalWithoutVat: unitNet * quantity,
  };
}

/** An item is "with deposit" when it is ordered on backorder: beyond the stock of a variant allowing it. */
export function isOrderedOnBackorder(quantity: number, stock: number, backorder: boolean): boolean {
  return backorder && quantity > stock;
}

export interface PricedLine extends LineAmounts {
  hasDeposit: boolean;
}

export interface DepositTerms {
  hasDeposit: boolean;
  depositPercentage: number;
  depositPaymentType: 'whole' | 'deposit';
}

export interface CartTotals {
  totalWithVat: number;
  totalWithoutVat: number;
  totalDepositWithVat: number;
  totalDepositWithoutVat: number;
  totalDepositRestWithVat: number;
  totalDepositRestWithoutVat: number;
  payDepositWithVat: number;
  payDepositWithoutVat: number;
  payDepositRestWithVat: number;
  payDepositRestWithoutVat: number;
}

function percentOf(amount: number, percentage: number): number {
  return roundHalfAwayFromZero((amount * percentage) / 100);
}

/**
 * Totals of the lines and how they are paid. Items with deposit: a customer with `has_deposit` pays
 * `deposit_percentage` of them up front (the deposit) and the rest later; a customer without it pays
 * nothing of them up front. Everything else is paid with the order. `pay_deposit` is what is paid now:
 * everything when the payment type is `whole`, otherwise the total less the deposit rest.
 */
export function cartTotals(lines: readonly PricedLine[], terms: DepositTerms): CartTotals {
  const upFrontPercentage = terms.hasDeposit ? terms.depositPercentage : 0;
  const totals: CartTotals = {
    totalWithVat: 0,
    totalWithoutVat: 0,
    totalDepositWithVat: 0,
    totalDepositWithoutVat: 0,
    totalDepositRestWithVat: 0,
    totalDepositRestWithoutVat: 0,
    payDepositWithVat: 0,
    payDepositWithoutVat: 0,
    payDepositRestWithVat: 0,
    payDepositRestWithoutVat: 0,
  };
  for (const line of lines) {
    totals.totalWithVat += line.totalWithVat;
    totals.totalWithoutVat += line.totalWithoutVat;
    if (!line.hasDeposit) continue;
    // Rounded per line, so that the deposit with and without VAT belong to the same lines.
    const depositWithVat = percentOf(line.totalWithVat, upFrontPercentage);
    const depositWithoutVat = percentOf(line.totalWithoutVat, upFrontPercentage);
    totals.totalDepositWithVat += depositWithVat;
    totals.totalDepositWithoutVat += depositWithoutVat;
    totals.totalDepositRestWithVat += line.totalWithVat - depositWithVat;
    totals.totalDepositRestWithoutVat += line.totalWithoutVat - depositWithoutVat;
  }
  const paysRestLater = terms.depositPaymentType === 'deposit';
  totals.payDepositRestWithVat = paysRestLater ? totals.totalDepositRestWithVat : 0;
  totals.payDepositRestWithoutVat = paysRestLater ? totals.totalDepositRestWithoutVat : 0;
  totals.payDepositWithVat = totals.totalWithVat - totals.payDepositRestWithVat;
  totals.payDepositWithoutVat = totals.totalWithoutVat - totals.payDepositRestWithoutVat;
  return totals;
}

export interface FreeShipping {
  threshold: number | null;
  remaining: number | null;
  percentage: number;
}

/** How far the goods total with VAT is towards free shipping; percentage to two decimals, at most 100. */
export function freeShippingProgress(goodsWithVat: number, threshold: number | null): FreeShipping {
  if (threshold === null || threshold <= 0) return { threshold: null, remaining: null, percentage: 0 };
  const percentage = Math.min(100, Math.floor((goodsWithVat * 10_000) / threshold) / 100);
  return { threshold, remaining: Math.max(0, threshold - goodsWithVat), percentage };
}
