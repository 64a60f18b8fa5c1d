import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { categoryInputSchema } from '@/lib/api/contract/admin/categories';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { deleteCategory } from '@/lib/server/services/admin/categories/category-delete';
import { readAdminCategory } from '@/lib/server/services/admin/categories/category-read';
import { updateCategory } from '@/lib/server/services/admin/categories/category-save';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = adminRoute<Params>('kategorie', async (_request, _caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  return Response.json(await readAdminCategory(await getDb(), id), { headers: NO_STORE });
});

export const PUT = adminRoute<Params>('kategorie', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, categoryInputSchema);
  return Response.json(await updateCategory(await getDb(), caller, id, input), { headers: NO_STORE });
});

/** 409 CATEGORY_NOT_EMPTY while the category has subcategories or products. */
export const DELETE = adminRoute<Params>('kategorie', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await deleteCategory(await getDb(), caller, id);
  return new Response(null, { status: 204 });
});
