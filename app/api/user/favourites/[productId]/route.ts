import { favouriteParamsSchema, type FavouriteResponse } from '@/lib/api/contract/catalog';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { addFavourite, removeFavourite } from '@/lib/server/services/catalog/product/favourites';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

export const dynamic = 'force-dynamic';

type Params = { productId: string };

/** Adds the product to the signed-in user's favourites. */
export const PUT = apiRoute<Params>(async (_request, context, params) => {
  const user = await signedInUser(context);
  const { productId } = favouriteParamsSchema.parse(params);
  await addFavourite(await getDb(), user.id, productId);
  return Response.json({ product_id: productId, favourite: true } satisfies FavouriteResponse);
});

/** Removes the product from the signed-in user's own favourites. */
export const DELETE = apiRoute<Params>(async (_request, context, params) => {
  const user = await signedInUser(context);
  const { productId } = favouriteParamsSchema.parse(params);
  await removeFavourite(await getDb(), user.id, productId);
  return Response.json({ product_id: productId, favourite: false } satisfies FavouriteResponse);
});
