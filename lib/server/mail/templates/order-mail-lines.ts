import type { Order } from '@/lib/api/contract/order';
import { formatPrice } from '@/lib/format/price';
import {
  type AddressBlock,
  type AddressLabel,
  branchLines,
  orderAddressBlocks,
} from '@/lib/orders/order-address-blocks';
import type { OrderMailTexts } from './order-mail-texts';

/** One labelled amount of the totals (the same rows in the HTML and the plain-text part). */
export interface AmountRow {
  label: string;
  value: string;
  strong?: boolean;
}

export function priceOf(order: Order, minor: number): string {
  return formatPrice(minor, order.currency_code);
}

function priceOrFree(order: Order, minor: number, free: string): string {
  return minor === 0 ? free : priceOf(order, minor);
}

export function totalRows(order: Order, { summary }: OrderMailTexts): AmountRow[] {
  const free = summary('free');
  return [
    { label: summary('goodsTotal'), value: priceOf(order, order.goods_total_with_vat) },
    ...order.discounts.map((discount) => ({
      label: summary('discount', { code: discount.code }),
      value: priceOf(order, -discount.amount_with_vat),
    })),
    {
      label: `${summary('shipping')}: ${order.shipping.name}`,
      value: priceOrFree(order, order.shipping.price_with_vat, free),
    },
    {
      label: `${summary('payment')}: ${order.payment.name}`,
      value: priceOrFree(order, order.payment.price_with_vat, free),
    },
    { label: summary('totalWithoutVat'), value: priceOf(order, order.total_without_vat) },
    { label: summary('totalWithVat'), value: priceOf(order, order.total_with_vat), strong: true },
  ];
}

/** What is paid now and what later, when the order is split by a deposit. */
export function paymentRows(order: Order, { summary }: OrderMailTexts): AmountRow[] {
  if (order.pay_later_with_vat === 0) return [];
  return [
    { label: summary('payNow'), value: priceOf(order, order.pay_now_with_vat) },
    {
      label: summary('payLater', { payment: order.deposit_rest_payment?.name ?? order.payment.name }),
      value: priceOf(order, order.pay_later_with_vat),
    },
  ];
}

export function bankRows(order: Order, { bank }: OrderMailTexts): AmountRow[] {
  const transfer = order.bank_transfer;
  if (!transfer) return [];
  return [
    { label: bank('accountNumber'), value: transfer.account_number },
    { label: bank('iban'), value: transfer.iban },
    { label: bank('bic'), value: transfer.bic },
    { label: bank('variableSymbol'), value: transfer.variable_symbol },
    { label: bank('amount'), value: priceOf(order, transfer.amount), strong: true },
    { label: bank('message'), value: transfer.message },
  ];
}

/** The addresses and, for a pickup point, the branch: titled blocks of lines. */
export function addressLines(order: Order, { summary }: OrderMailTexts): AddressBlock[] {
  const label: AddressLabel = (key) => summary(key);
  const branch = order.shipping.branch;
  const blocks = orderAddressBlocks(order, label);
  return branch ? [...blocks, { title: summary('branch'), lines: branchLines(branch, label) }] : blocks;
}
