import { customerListQuerySchema } from '@/lib/api/contract/admin/customers';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { listCustomers } from '@/lib/server/services/admin/customers/customer-list';

export const dynamic = 'force-dynamic';

/** The customers: search, filters (blocked, dealer, country), sorting and paging. */
export const GET = adminRoute('zakaznici', async (request) => {
  const query = parseQuery(request, customerListQuerySchema);
  return Response.json(await listCustomers(await getDb(), query), { headers: NO_STORE });
});
