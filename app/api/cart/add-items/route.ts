import { addItemsToCartRequestSchema } from '@/lib/api/contract/cart';
import { setCookieHeaders } from '@/lib/server/auth/session-cookie';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { addItemsToCart } from '@/lib/server/services/cart/add-items';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { cartCookies } from '@/lib/server/services/cart/cart-token';

export const dynamic = 'force-dynamic';

/** Adds several items at once; answers the cart with the lines added and those refused (and why). */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, addItemsToCartRequestSchema);
  const { body, newCartToken } = await addItemsToCart(
    await getDb(),
    cartShopperOf(context, request.headers),
    input,
  );
  const headers = setCookieHeaders(newCartToken ? cartCookies(newCartToken, request) : []);
  return Response.json(body, { headers });
});
