import { adminProductListQuerySchema, productInputSchema } from '@/lib/api/contract/admin/products';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { listAdminProducts } from '@/lib/server/services/admin/products/product-list';
import { createProduct } from '@/lib/server/services/admin/products/product-save';

export const dynamic = 'force-dynamic';

/** The products list: search by name or code, filters, sorting, pages. */
export const GET = adminRoute('produkty', async (request, _caller, context) => {
  const query = parseQuery(request, adminProductListQuerySchema);
  return Response.json(await listAdminProducts(await getDb(), query, context.locale), { headers: NO_STORE });
});

/** A new product with its variants and prices. */
export const POST = adminRoute('produkty', async (request, caller) => {
  const input = await parseJsonBody(request, productInputSchema);
  return Response.json(await createProduct(await getDb(), caller, input), { status: 201, headers: NO_STORE });
});
