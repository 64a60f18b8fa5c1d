import 'server-only';
import { shopOrigin } from '@/lib/config/shop-origins';
import type { DbOrTx } from '@/lib/server/db';
import { enqueueMail } from '@/lib/server/mail-jobs';
import { orderConfirmationMail } from '@/lib/server/mail/templates/order-confirmation';
import { orderById } from './order-access';
import { completeOrderUrl, thankYouUrl } from './order-urls';
import { presentOrder } from './present-order';
import { qrPng } from './qr-code';

/**
 * Puts the order's confirmation to its billing address, with links on the order's country shop, in the
 * outbox; given the order's own transaction, the e-mail exists exactly when the order does.
 */
export async function queueOrderConfirmation(db: DbOrTx, orderId: number): Promise<void> {
  await enqueueMail(db, 'order-confirmation', async () => {
    const row = await orderById(db, orderId);
    const order = await presentOrder(db, row);
    const origin = shopOrigin(row.channel);
    const links = {
      thankYou: origin + thankYouUrl(row.locale, row.id, row.token),
      completeOrder: order.can_pay_online ? origin + completeOrderUrl(row.locale, row.id, row.token) : null,
    };
    const png = order.bank_transfer ? await qrPng(order.bank_transfer.qr_payload) : null;
    return orderConfirmationMail(order, links, png);
  });
}
