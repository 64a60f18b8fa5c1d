import { adminProductListQuerySchema } from '@/lib/api/contract/admin/products';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { boostListQuery } from '@/lib/server/services/admin/boost/boost-list-query';
import { listAdminProducts } from '@/lib/server/services/admin/products/product-list';

export const dynamic = 'force-dynamic';

/** Products with their boost scores, highest first unless sorted otherwise; `boosted=1` only boosted ones. */
export const GET = adminRoute('topovani', async (request, _caller, context) => {
  const query = boostListQuery(parseQuery(request, adminProductListQuerySchema));
  return Response.json(await listAdminProducts(await getDb(), query, context.locale), { headers: NO_STORE });
});
