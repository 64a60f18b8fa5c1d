import { recommendedItemSchema, recommendedKeySchema } from '@/lib/api/contract/admin/customers';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import {
  recommendItem,
  removeRecommendedItem,
} from '@/lib/server/services/admin/customers/customer-recommended';

export const dynamic = 'force-dynamic';

/** Adds a variant to the customer's recommended assortment (or changes its suggested quantity). */
export const PUT = adminRoute<{ id: string }>('zakaznici', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, recommendedItemSchema);
  await recommendItem(await getDb(), caller, id, input);
  return new Response(null, { status: 204, headers: NO_STORE });
});

/** Takes a variant out of the recommended assortment (`?variant_id=`). */
export const DELETE = adminRoute<{ id: string }>('zakaznici', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const { variant_id: variantId } = parseQuery(request, recommendedKeySchema);
  await removeRecommendedItem(await getDb(), caller, id, variantId);
  return new Response(null, { status: 204, headers: NO_STORE });
});
