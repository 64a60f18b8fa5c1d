import 'server-only';
import type { Order } from '@/lib/api/contract/order';
import { env } from '@/lib/config/env';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { bankTransferFor } from './bank-transfer';
import { renamedCheckoutChoices } from './checkout-names';
import type { OrderRow } from './order-access';
import { amountDueByCard, orderBalance } from './order-balance';
import { readOrderItems } from './order-items';
import { orderParties } from './order-snapshots';
import { salesRepresentativeOf } from './sales-representative';
import { orderTranslator } from './order-texts';

async function bankTransferOf(order: OrderRow, amount: number) {
  const t = await orderTranslator(order.locale, 'BankTransfer');
  return bankTransferFor({
    channel: order.channel,
    orderNumber: order.number,
    amount,
    message: t('paymentNote', { number: order.number }),
  });
}

/**
 * The order of spec §3 as the thank-you and complete-order pages and the e-mail show it; product links
 * lead to the pages of `linkLocale` (the customer's account shows them in the language they browse in).
 */
export async function presentOrder(
  db: DbOrTx,
  order: OrderRow,
  linkLocale: Locale = order.locale,
): Promise<Order> {
  const balance = orderBalance(order);
  const due = amountDueByCard(balance);
  const open = balance.current;
  const [items, renamed, bankTransfer, salesRepresentative] = await Promise.all([
    readOrderItems(db, order.id, linkLocale),
    renamedCheckoutChoices(db, order, linkLocale),
    open?.type === 'BANK_TRANSFER' ? bankTransferOf(order, open.amount) : null,
    salesRepresentativeOf(db, order),
  ]);
  return {
    id: order.id,
    number: order.number,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    payment_status: order.paymentStatus,
    channel: order.channel,
    locale: order.locale,
    currency_code: order.currency,
    is_b2b: order.isB2b,
    items,
    shipping: {
      name: order.shippingName,
      current_name: renamed.shipping,
      price_with_vat: order.shippingPrice,
      branch: order.branch ?? null,
    },
    payment: {
      type: order.paymentType,
      name: order.paymentName,
      current_name: renamed.payment,
      price_with_vat: order.paymentPrice,
    },
    deposit_payment_type: order.depositPaymentType,
    deposit_rest_payment: order.depositRestPaymentType
      ? {
          type: order.depositRestPaymentType,
          name: order.depositRestPaymentName ?? '',
          current_name: renamed.depositRestPayment,
        }
      : null,
    ...orderParties(order),
    sales_representative: salesRepresentative,
    note: order.note,
    discounts: order.discounts.map((discount) => ({
      code: discount.code,
      amount_with_vat: discount.amountWithVat,
    })),
    goods_total_with_vat: order.goodsTotalWithVat,
    goods_total_without_vat: order.goodsTotalWithoutVat,
    discount_total_with_vat: order.discountWithVat,
    total_with_vat: order.totalWithVat,
    total_without_vat: order.totalWithoutVat,
    vat_summary: order.vatSummary.map(({ rate, base, vat, total }) => ({ rate, base, vat, total })),
    pay_now_with_vat: balance.payNow,
    pay_later_with_vat: balance.payLater,
    paid_with_vat: order.paidWithVat,
    amount_due_with_vat: due,
    can_pay_online: due > 0 && env.PAYMENT_GATEWAY !== 'none',
    bank_transfer: bankTransfer,
  };
}
