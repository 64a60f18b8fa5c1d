import { submitOrderRequestSchema } from '@/lib/api/contract/checkout';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { idempotencyKeyOf } from '@/lib/server/services/orders/idempotency-key';
import { submitOrder } from '@/lib/server/services/orders/submit-order';

export const dynamic = 'force-dynamic';

/** Places the order of the shopper's cart: 201 with the new order, 200 when the Idempotency-Key placed it before. */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, submitOrderRequestSchema);
  const key = idempotencyKeyOf(request.headers);
  const { body, created } = await submitOrder(await getDb(), cartShopperOf(context, request.headers), key, {
    expectedTotalWithVat: input.expected_total_with_vat ?? null,
  });
  return Response.json(body, { status: created ? 201 : 200 });
});
