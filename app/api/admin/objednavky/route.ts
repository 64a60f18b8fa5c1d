import { adminOrdersQuerySchema } from '@/lib/api/contract/admin/orders';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { listAdminOrders } from '@/lib/server/services/admin/orders/list-orders';

export const dynamic = 'force-dynamic';

/** Every shop's orders: searched, filtered, sorted and paged. */
export const GET = adminRoute('objednavky', async (request) =>
  Response.json(await listAdminOrders(await getDb(), parseQuery(request, adminOrdersQuerySchema)), {
    headers: NO_STORE,
  }),
);
