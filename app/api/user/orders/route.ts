import { accountOrdersQuerySchema, type AccountOrdersResponse } from '@/lib/api/contract/account-orders';
import { priceModeOfUser } from '@/lib/pricing';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { listAccountOrders } from '@/lib/server/services/account/list-orders';
import { orderScopeOf } from '@/lib/server/services/account/order-scope';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

export const dynamic = 'force-dynamic';

/** The signed-in user's orders, or those of the customer they shop for; filtered and paged. */
export const GET = apiRoute(async (request, context) => {
  const user = await signedInUser(context);
  const query = accountOrdersQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listAccountOrders(await getDb(), orderScopeOf(user), query);
  return Response.json(
    { ...list, price_mode: priceModeOfUser(user, context.channel.id) } satisfies AccountOrdersResponse,
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
});
