import type { FavouriteIdsResponse } from '@/lib/api/contract/catalog';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { listFavouriteIds } from '@/lib/server/services/catalog/product/favourites';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

export const dynamic = 'force-dynamic';

/** The signed-in user's favourite products, so pages can mark them. */
export const GET = apiRoute(async (_request, context) => {
  const user = await signedInUser(context);
  const productIds = await listFavouriteIds(await getDb(), user.id);
  return Response.json({ product_ids: productIds } satisfies FavouriteIdsResponse, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});
