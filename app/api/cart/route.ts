import { cartQuerySchema } from '@/lib/api/contract/cart';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { getCart, getCartWithShippings } from '@/lib/server/services/cart/get-cart';

export const dynamic = 'force-dynamic';

/** The shopper's cart (spec §7); `?with_shippings_and_payments=1` adds what the checkout needs. */
export const GET = apiRoute(async (request, context) => {
  const query = cartQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const shopper = cartShopperOf(context, request.headers);
  const db = await getDb();
  const body = query.with_shippings_and_payments
    ? await getCartWithShippings(db, shopper)
    : await getCart(db, shopper);
  return Response.json(body);
});
