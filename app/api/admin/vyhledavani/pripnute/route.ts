import { adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { pinInputSchema, pinKeySchema } from '@/lib/api/contract/admin/search-tuning';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { listPins, pinProduct, unpinProduct } from '@/lib/server/services/admin/search-tuning/pins';

export const dynamic = 'force-dynamic';

export const GET = adminRoute('vyhledavani', async (request, _caller, context) => {
  const query = parseQuery(request, adminListQuerySchema);
  return Response.json(await listPins(await getDb(), query, context.locale), { headers: NO_STORE });
});

/** Pins the product of a variant code to a term; pinning it again moves it. */
export const POST = adminRoute('vyhledavani', async (request, caller) => {
  const input = await parseJsonBody(request, pinInputSchema);
  await pinProduct(await getDb(), caller, input);
  return new Response(null, { status: 204 });
});

export const DELETE = adminRoute('vyhledavani', async (request, caller) => {
  const { term, product_id } = await parseJsonBody(request, pinKeySchema);
  await unpinProduct(await getDb(), caller, term, product_id);
  return new Response(null, { status: 204 });
});
