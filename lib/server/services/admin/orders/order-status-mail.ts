import 'server-only';
import type { OrderStatus } from '@/lib/api/contract/order';
import { shopOrigin } from '@/lib/config/shop-origins';
import { getPathname } from '@/lib/i18n/navigation';
import type { DbOrTx } from '@/lib/server/db';
import { sendMail } from '@/lib/server/mail/send-mail';
import { orderStatusMail } from '@/lib/server/mail/templates/order-status-change';
import { orderById } from '@/lib/server/services/orders/order-access';
import { thankYouUrl } from '@/lib/server/services/orders/order-urls';

/**
 * E-mails the order's new state to its billing address. The change stands whatever happens here: a
 * failure is logged, never thrown.
 */
export async function sendOrderStatusMail(
  db: DbOrTx,
  orderId: number,
  status: OrderStatus,
  invoiceNumber: string | null,
): Promise<void> {
  if (status === 'new') return;
  try {
    const row = await orderById(db, orderId);
    const to = row.billingAddress.email;
    if (!to) return;
    const origin = shopOrigin(row.channel);
    const mail = await orderStatusMail({
      locale: row.locale,
      to,
      number: row.number,
      status,
      tracking: row.trackingNumber ? { number: row.trackingNumber, url: row.trackingUrl } : null,
      invoiceNumber,
      orderUrl: origin + thankYouUrl(row.locale, row.id, row.token),
      invoicesUrl: invoiceNumber ? origin + getPathname({ href: '/b2b/faktury', locale: row.locale }) : null,
    });
    await sendMail(mail);
  } catch (error) {
    console.error(`Order ${orderId}: the e-mail about the state ${status} could not be sent`, error);
  }
}
