import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE } from '@/lib/server/http/query';
import {
  makeMainProductImage,
  removeProductImage,
} from '@/lib/server/services/admin/products/product-images';

export const dynamic = 'force-dynamic';

const paramsSchema = adminIdParamsSchema.extend({ mediaId: adminIdParamsSchema.shape.id });
type Params = { id: string; mediaId: string };

/** Makes the photo the product's first (its card and gallery image). */
export const PUT = adminRoute<Params>('produkty', async (_request, caller, _context, params) => {
  const { id, mediaId } = paramsSchema.parse(params);
  const images = await makeMainProductImage(await getDb(), caller, id, mediaId);
  return Response.json({ images }, { headers: NO_STORE });
});

export const DELETE = adminRoute<Params>('produkty', async (_request, caller, _context, params) => {
  const { id, mediaId } = paramsSchema.parse(params);
  const images = await removeProductImage(await getDb(), caller, id, mediaId);
  return Response.json({ images }, { headers: NO_STORE });
});
