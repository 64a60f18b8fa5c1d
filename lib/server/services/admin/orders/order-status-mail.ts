import 'server-only';
import type { OrderStatus } from '@/lib/api/contract/order';
import { shopOrigin } from '@/lib/config/shop-origins';
import { getPathname } from '@/lib/i18n/navigation';
import type { DbOrTx } from '@/lib/server/db';
import { enqueueMail } from '@/lib/server/mail-jobs';
import { orderStatusMail } from '@/lib/server/mail/templates/order-status-change';
import { orderById } from '@/lib/server/services/orders/order-access';
import { thankYouUrl } from '@/lib/server/services/orders/order-urls';

/**
 * Puts the e-mail about the order's new state (with the invoice number once it is issued) to its billing
 * address in the outbox, in the transaction of the change.
 */
export async function queueOrderStatusMail(
  db: DbOrTx,
  orderId: number,
  status: OrderStatus,
  invoiceNumber: string | null,
): Promise<void> {
  if (status === 'new') return;
  const row = await orderById(db, orderId);
  const to = row.billingAddress.email;
  if (!to) return;
  const origin = shopOrigin(row.channel);
  await enqueueMail(db, 'order-status', () =>
    orderStatusMail({
      locale: row.locale,
      to,
      number: row.number,
      status,
      tracking: row.trackingNumber ? { number: row.trackingNumber, url: row.trackingUrl } : null,
      invoiceNumber,
      orderUrl: origin + thankYouUrl(row.locale, row.id, row.token),
      invoicesUrl: invoiceNumber ? origin + getPathname({ href: '/b2b/faktury', locale: row.locale }) : null,
    }),
  );
}
