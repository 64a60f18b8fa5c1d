import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentType } from '@/lib/api/contract/cart';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import {
  paymentTranslations,
  payments,
  shippingTranslations,
  type OrderBranchSnapshot,
} from '@/lib/server/db/schema';
import { branchSnapshot } from './branch-snapshot';

export interface ChosenPayment {
  id: number;
  type: PaymentType;
  name: string;
}

/** The names of the cart's shipping, payments and pickup point, as the order keeps them. */
export interface CheckoutChoices {
  shippingName: string;
  payment: ChosenPayment;
  depositRestPayment: ChosenPayment | null;
  branch: OrderBranchSnapshot | null;
}

interface ChoiceIds {
  shippingId: number;
  paymentId: number;
  depositRestPaymentId: number | null;
  branchId: number | null;
}

async function shippingName(tx: DbOrTx, shippingId: number, locale: Locale): Promise<string> {
  const [row] = await tx
    .select({ name: shippingTranslations.name })
    .from(shippingTranslations)
    .where(and(eq(shippingTranslations.shippingId, shippingId), eq(shippingTranslations.locale, locale)));
  return row?.name ?? '';
}

async function paymentsById(tx: DbOrTx, ids: number[], locale: Locale): Promise<Map<number, ChosenPayment>> {
  const rows = await tx
    .select({ id: payments.id, type: payments.type, name: paymentTranslations.name })
    .from(payments)
    .innerJoin(
      paymentTranslations,
      and(eq(paymentTranslations.paymentId, payments.id), eq(paymentTranslations.locale, locale)),
    )
    .where(inArray(payments.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Null when the payment is gone (deleted since it was chosen): the order cannot be written then. */
export async function loadCheckoutChoices(
  tx: DbOrTx,
  ids: ChoiceIds,
  locale: Locale,
): Promise<CheckoutChoices | null> {
  const paymentIds = [ids.paymentId, ...(ids.depositRestPaymentId ? [ids.depositRestPaymentId] : [])];
  const [name, paymentRows, branch] = await Promise.all([
    shippingName(tx, ids.shippingId, locale),
    paymentsById(tx, paymentIds, locale),
    branchSnapshot(tx, ids.branchId),
  ]);
  const payment = paymentRows.get(ids.paymentId);
  if (!payment) return null;
  const depositRestPayment = ids.depositRestPaymentId
    ? (paymentRows.get(ids.depositRestPaymentId) ?? null)
    : null;
  return { shippingName: name, payment, depositRestPayment, branch };
}
