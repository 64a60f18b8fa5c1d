import { selectDeliveryAddressRequestSchema } from '@/lib/api/contract/checkout';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { selectSavedAddress } from '@/lib/server/services/cart/select-address';

export const dynamic = 'force-dynamic';

/** Selects one of the shopper's saved delivery addresses, or none. */
export const PUT = apiRoute(async (request, context) => {
  const input = await parseJsonBody(request, selectDeliveryAddressRequestSchema);
  const body = await selectSavedAddress(
    await getDb(),
    cartShopperOf(context, request.headers),
    'delivery',
    input.customer_delivery_address_id,
  );
  return Response.json(body);
});
