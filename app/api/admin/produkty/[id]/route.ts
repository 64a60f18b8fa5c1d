import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { productInputSchema } from '@/lib/api/contract/admin/products';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { deleteProduct } from '@/lib/server/services/admin/products/product-delete';
import { readAdminProduct } from '@/lib/server/services/admin/products/product-read';
import { updateProduct } from '@/lib/server/services/admin/products/product-save';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = adminRoute<Params>('produkty', async (_request, _caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  return Response.json(await readAdminProduct(await getDb(), id), { headers: NO_STORE });
});

export const PUT = adminRoute<Params>('produkty', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, productInputSchema);
  return Response.json(await updateProduct(await getDb(), caller, id, input), { headers: NO_STORE });
});

export const DELETE = adminRoute<Params>('produkty', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await deleteProduct(await getDb(), caller, id);
  return new Response(null, { status: 204 });
});
