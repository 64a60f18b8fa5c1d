import { categoryInputSchema } from '@/lib/api/contract/admin/categories';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { createCategory } from '@/lib/server/services/admin/categories/category-save';
import { readAdminCategoryTree } from '@/lib/server/services/admin/categories/category-tree';

export const dynamic = 'force-dynamic';

/** The category and topic trees in menu order, with product and subcategory counts. */
export const GET = adminRoute('kategorie', async (_request, _caller, context) =>
  Response.json(await readAdminCategoryTree(await getDb(), context.locale), { headers: NO_STORE }),
);

export const POST = adminRoute('kategorie', async (request, caller) => {
  const input = await parseJsonBody(request, categoryInputSchema);
  return Response.json(await createCategory(await getDb(), caller, input), {
    status: 201,
    headers: NO_STORE,
  });
});
