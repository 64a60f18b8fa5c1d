import { selectShippingRequestSchema } from '@/lib/api/contract/checkout';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { selectShipping } from '@/lib/server/services/cart/select-shipping';

export const dynamic = 'force-dynamic';

/** Selects the shipping (and the pickup point of a `CHOOSE_BRANCH_INPUT` shipping). */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, selectShippingRequestSchema);
  const body = await selectShipping(await getDb(), cartShopperOf(context, request.headers), input);
  return Response.json(body);
});
