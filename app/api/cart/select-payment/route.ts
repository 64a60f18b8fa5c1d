import { selectPaymentRequestSchema } from '@/lib/api/contract/checkout';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { selectPayment } from '@/lib/server/services/cart/select-payment';

export const dynamic = 'force-dynamic';

/** Selects the payment, the deposit payment type and the deposit rest payment. */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, selectPaymentRequestSchema);
  const body = await selectPayment(await getDb(), cartShopperOf(context, request.headers), input);
  return Response.json(body);
});
