import { removeDiscountCodeRequestSchema } from '@/lib/api/contract/checkout';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { removeDiscountCode } from '@/lib/server/services/cart/discount-code-changes';

export const dynamic = 'force-dynamic';

/** Takes a discount code off the cart. */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, removeDiscountCodeRequestSchema);
  const body = await removeDiscountCode(await getDb(), cartShopperOf(context, request.headers), input);
  return Response.json(body);
});
