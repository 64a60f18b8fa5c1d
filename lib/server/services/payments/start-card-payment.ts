import 'server-only';
import { randomBytes } from 'node:crypto';
import type { OrderAccessRequest, PayOrderResponse } from '@/lib/api/contract/order';
import { shopOrigin } from '@/lib/config/shop-origins';
import type { Db } from '@/lib/server/db';
import { cardPayments } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { orderByAccess } from '@/lib/server/services/orders/order-access';
import { amountDueByCard, orderBalance } from '@/lib/server/services/orders/order-balance';
import { completeOrderUrl } from '@/lib/server/services/orders/order-urls';
import { cardGateway } from './gateways';

/**
 * `POST /api/order/pay`: records an attempt to pay what is due by card and answers the gateway's
 * address. The amount is the server's own figure (the deposit rest, or the unpaid card payment).
 */
export async function startCardPayment(db: Db, access: OrderAccessRequest): Promise<PayOrderResponse> {
  const order = await orderByAccess(db, access);
  const amount = amountDueByCard(orderBalance(order));
  if (amount <= 0) throw new AppError('ORDER_NOTHING_DUE', undefined, { status: 422 });
  const gateway = cardGateway();
  const paymentId = randomBytes(24).toString('base64url');
  await db.insert(cardPayments).values({
    gatewayPaymentId: paymentId,
    gateway: gateway.id,
    orderId: order.id,
    amount,
    currency: order.currency,
  });
  const redirectUrl = await gateway.createCardPayment({
    paymentId,
    orderNumber: order.number,
    amount,
    currency: order.currency,
    locale: order.locale,
    returnUrl: shopOrigin(order.channel) + completeOrderUrl(order.locale, order.id, order.token),
  });
  return { redirect_url: redirectUrl };
}
