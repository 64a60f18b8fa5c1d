import { selectBillingAddressRequestSchema } from '@/lib/api/contract/checkout';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { selectSavedAddress } from '@/lib/server/services/cart/select-address';

export const dynamic = 'force-dynamic';

/** Selects one of the shopper's saved billing addresses, or none. */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, selectBillingAddressRequestSchema);
  const body = await selectSavedAddress(
    await getDb(),
    cartShopperOf(context, request.headers),
    'billing',
    input.customer_billing_address_id,
  );
  return Response.json(body);
});
