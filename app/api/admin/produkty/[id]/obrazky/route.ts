import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { IMAGE_DATA_URL_BODY_MAX_BYTES, imageUploadSchema } from '@/lib/api/contract/admin/products';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { addProductImage } from '@/lib/server/services/admin/products/product-images';

export const dynamic = 'force-dynamic';

/** Uploads a photo of the product (a data URL); the server resizes it to the catalog's size. */
export const POST = adminRoute<{ id: string }>('produkty', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const { data_url } = await parseJsonBody(request, imageUploadSchema, {
    maxBytes: IMAGE_DATA_URL_BODY_MAX_BYTES,
  });
  const images = await addProductImage(await getDb(), caller, id, data_url);
  return Response.json({ images }, { status: 201, headers: NO_STORE });
});
