import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE } from '@/lib/server/http/query';
import { readAdminOrder } from '@/lib/server/services/admin/orders/read-order';

export const dynamic = 'force-dynamic';

/** One order with its history, payments, invoices and the states it may move to. */
export const GET = adminRoute<{ id: string }>('objednavky', async (_request, _caller, context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const order = await readAdminOrder(await getDb(), id, context.locale);
  return Response.json({ order }, { headers: NO_STORE });
});
