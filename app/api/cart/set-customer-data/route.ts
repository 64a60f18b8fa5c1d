import { setCustomerDataRequestSchema } from '@/lib/api/contract/checkout';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { setCustomerData } from '@/lib/server/services/cart/set-customer-data';

export const dynamic = 'force-dynamic';

/** Stores the order's customer data, checked against the cart's requirement level. */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, setCustomerDataRequestSchema);
  const body = await setCustomerData(await getDb(), cartShopperOf(context, request.headers), input);
  return Response.json(body);
});
