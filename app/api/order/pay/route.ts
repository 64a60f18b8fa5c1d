import { orderAccessRequestSchema, type PayOrderResponse } from '@/lib/api/contract/order';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { startCardPayment } from '@/lib/server/services/payments/start-card-payment';

export const dynamic = 'force-dynamic';

/** The complete-order page's pay button: starts a card payment of what is due and answers the gateway. */
export const POST = apiRoute(async (request) => {
  const access = await parseJsonBody(request, orderAccessRequestSchema);
  const body: PayOrderResponse = await startCardPayment(await getDb(), access);
  return Response.json(body);
});
