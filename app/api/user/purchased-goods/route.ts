import { purchasedGoodsQuerySchema, type PurchasedGoodsResponse } from '@/lib/api/contract/purchased-goods';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { listPurchasedGoods } from '@/lib/server/services/account/purchased-goods';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

export const dynamic = 'force-dynamic';

/** Everything the caller (or the customer they shop for) has bought: last price, pieces, last order. */
export const GET = apiRoute(async (request, context) => {
  const user = await signedInUser(context);
  const query = purchasedGoodsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const body = await listPurchasedGoods(
    await getDb(),
    { user, channel: context.channel, locale: context.locale },
    query,
  );
  return Response.json(body satisfies PurchasedGoodsResponse, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});
