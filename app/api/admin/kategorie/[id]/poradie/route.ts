import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { moveInputSchema } from '@/lib/api/contract/admin/categories';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { moveTreeNode } from '@/lib/server/services/admin/categories/move-node';

export const dynamic = 'force-dynamic';

/** One place up or down among the category's siblings in the menu. */
export const POST = adminRoute<{ id: string }>('kategorie', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const { direction } = await parseJsonBody(request, moveInputSchema);
  await moveTreeNode(await getDb(), caller, 'categories', id, direction);
  return new Response(null, { status: 204 });
});
