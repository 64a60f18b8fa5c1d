import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { renamedTo } from '@/lib/catalog/line-name';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { paymentTranslations, shippingTranslations } from '@/lib/server/db/schema';
import type { OrderRow } from './order-access';

export interface CheckoutNames {
  shipping: string | null;
  payment: string | null;
  depositRestPayment: string | null;
}

/** Today's names, in `locale`, of the order's shipping and payments where they differ from the ordered ones. */
export async function renamedCheckoutChoices(
  db: DbOrTx,
  order: OrderRow,
  locale: Locale,
): Promise<CheckoutNames> {
  const paymentIds = [order.paymentId, order.depositRestPaymentId].filter((id): id is number => id !== null);
  const [shipping, payments] = await Promise.all([
    order.shippingId === null
      ? []
      : db
          .select({ name: shippingTranslations.name })
          .from(shippingTranslations)
          .where(
            and(
              eq(shippingTranslations.shippingId, order.shippingId),
              eq(shippingTranslations.locale, locale),
            ),
          ),
    paymentIds.length === 0
      ? []
      : db
          .select({ id: paymentTranslations.paymentId, name: paymentTranslations.name })
          .from(paymentTranslations)
          .where(
            and(inArray(paymentTranslations.paymentId, paymentIds), eq(paymentTranslations.locale, locale)),
          ),
  ]);
  const paymentName = (id: number | null) => payments.find((row) => row.id === id)?.name;
  return {
    shipping: renamedTo(shipping[0]?.name, order.shippingName),
    payment: renamedTo(paymentName(order.paymentId), order.paymentName),
    depositRestPayment: renamedTo(
      paymentName(order.depositRestPaymentId),
      order.depositRestPaymentName ?? '',
    ),
  };
}
