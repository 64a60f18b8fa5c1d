import { addToCartRequestSchema } from '@/lib/api/contract/cart';
import { setCookieHeaders } from '@/lib/server/auth/session-cookie';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { addToCart } from '@/lib/server/services/cart/add-to-cart';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { cartCookies } from '@/lib/server/services/cart/cart-token';

export const dynamic = 'force-dynamic';

/** Adds a quantity of a variant to the cart; the first add of a visitor sets the cart cookie. */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, addToCartRequestSchema);
  const { body, newCartToken } = await addToCart(
    await getDb(),
    cartShopperOf(context, request.headers),
    input,
  );
  const headers = setCookieHeaders(newCartToken ? cartCookies(newCartToken, request) : []);
  return Response.json(body, { headers });
});
