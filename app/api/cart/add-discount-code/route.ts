import { addDiscountCodeRequestSchema } from '@/lib/api/contract/checkout';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { addDiscountCode } from '@/lib/server/services/cart/discount-code-changes';

export const dynamic = 'force-dynamic';

/** Applies a discount code to the cart. */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, addDiscountCodeRequestSchema);
  const body = await addDiscountCode(await getDb(), cartShopperOf(context, request.headers), input);
  return Response.json(body);
});
