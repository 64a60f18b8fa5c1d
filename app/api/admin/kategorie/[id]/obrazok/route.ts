import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { IMAGE_DATA_URL_BODY_MAX_BYTES, imageUploadSchema } from '@/lib/api/contract/admin/products';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { setCategoryImage } from '@/lib/server/services/admin/categories/category-image';

export const dynamic = 'force-dynamic';

type Params = { id: string };

/** Replaces the category's image with an upload (a data URL), reduced to the catalog's 400 px tiles. */
export const PUT = adminRoute<Params>('kategorie', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const { data_url } = await parseJsonBody(request, imageUploadSchema, {
    maxBytes: IMAGE_DATA_URL_BODY_MAX_BYTES,
  });
  await setCategoryImage(await getDb(), caller, id, data_url);
  return new Response(null, { status: 204 });
});

export const DELETE = adminRoute<Params>('kategorie', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await setCategoryImage(await getDb(), caller, id, null);
  return new Response(null, { status: 204 });
});
