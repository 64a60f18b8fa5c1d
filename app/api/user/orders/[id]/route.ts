import { accountOrderParamsSchema, type AccountOrderResponse } from '@/lib/api/contract/account-orders';
import { priceModeOfUser } from '@/lib/pricing';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { readAccountOrder } from '@/lib/server/services/account/account-order';
import { orderScopeOf } from '@/lib/server/services/account/order-scope';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

export const dynamic = 'force-dynamic';

/** One of the caller's orders (or the selected customer's); any other id is 404. */
export const GET = apiRoute<{ id: string }>(async (_request, context, params) => {
  const user = await signedInUser(context);
  const { id } = accountOrderParamsSchema.parse(params);
  const order = await readAccountOrder(await getDb(), orderScopeOf(user), id, context.locale);
  return Response.json(
    { order, price_mode: priceModeOfUser(user, context.channel.id) } satisfies AccountOrderResponse,
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
});
