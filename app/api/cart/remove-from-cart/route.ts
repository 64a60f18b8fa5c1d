import { removeFromCartRequestSchema } from '@/lib/api/contract/cart';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { removeFromCart } from '@/lib/server/services/cart/remove-from-cart';

export const dynamic = 'force-dynamic';

/** Removes a variant's line from the cart. */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, removeFromCartRequestSchema);
  const body = await removeFromCart(await getDb(), cartShopperOf(context, request.headers), input);
  return Response.json(body);
});
