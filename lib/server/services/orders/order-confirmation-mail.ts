import 'server-only';
import { shopOrigin } from '@/lib/config/shop-origins';
import type { DbOrTx } from '@/lib/server/db';
import { sendMail, type SentMail } from '@/lib/server/mail/send-mail';
import { orderConfirmationMail } from '@/lib/server/mail/templates/order-confirmation';
import { orderById } from './order-access';
import { completeOrderUrl, thankYouUrl } from './order-urls';
import { presentOrder } from './present-order';
import { qrPng } from './qr-code';

/** E-mails the order's confirmation to its billing address, with links on the order's country shop. */
export async function sendOrderConfirmation(db: DbOrTx, orderId: number): Promise<SentMail> {
  const row = await orderById(db, orderId);
  const order = await presentOrder(db, row);
  const origin = shopOrigin(row.channel);
  const links = {
    thankYou: origin + thankYouUrl(row.locale, row.id, row.token),
    completeOrder: order.can_pay_online ? origin + completeOrderUrl(row.locale, row.id, row.token) : null,
  };
  const png = order.bank_transfer ? await qrPng(order.bank_transfer.qr_payload) : null;
  return sendMail(await orderConfirmationMail(order, links, png));
}
