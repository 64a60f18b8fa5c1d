import { changeQuantityRequestSchema } from '@/lib/api/contract/checkout';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { changeQuantity } from '@/lib/server/services/cart/change-quantity';

export const dynamic = 'force-dynamic';

/** Sets the quantity of a cart line; answers the cart with the shippings and payments. */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, changeQuantityRequestSchema);
  const body = await changeQuantity(await getDb(), cartShopperOf(context, request.headers), input);
  return Response.json(body);
});
