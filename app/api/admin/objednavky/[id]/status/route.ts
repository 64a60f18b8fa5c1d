import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { adminOrderStatusRequestSchema } from '@/lib/api/contract/admin/orders';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { changeAdminOrderStatus } from '@/lib/server/services/admin/orders/change-status';

export const dynamic = 'force-dynamic';

/** Moves the order to its next state; the customer is told by e-mail. */
export const POST = adminRoute<{ id: string }>('objednavky', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const body = await parseJsonBody(request, adminOrderStatusRequestSchema);
  return Response.json(await changeAdminOrderStatus(await getDb(), caller, id, body), { headers: NO_STORE });
});
