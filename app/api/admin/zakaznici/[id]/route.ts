import { customerUpdateSchema } from '@/lib/api/contract/admin/customers';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { customerDetail } from '@/lib/server/services/admin/customers/customer-detail';
import { updateCustomer } from '@/lib/server/services/admin/customers/update-customer';

export const dynamic = 'force-dynamic';

/** A customer with its addresses, individual prices, recommended assortment and users. */
export const GET = adminRoute<{ id: string }>('zakaznici', async (_request, _caller, context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  return Response.json(await customerDetail(await getDb(), id, context.locale), { headers: NO_STORE });
});

/** Saves company data and terms (blocking, discount, due days, deposit, dealer); answers the customer. */
export const PUT = adminRoute<{ id: string }>('zakaznici', async (request, caller, context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, customerUpdateSchema);
  const db = await getDb();
  await updateCustomer(db, caller, id, input);
  return Response.json(await customerDetail(db, id, context.locale), { headers: NO_STORE });
});
