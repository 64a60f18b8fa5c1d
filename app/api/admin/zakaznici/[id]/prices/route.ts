import { customerPriceKeySchema, customerPriceSchema } from '@/lib/api/contract/admin/customers';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { removeCustomerPrice, setCustomerPrice } from '@/lib/server/services/admin/customers/customer-prices';

export const dynamic = 'force-dynamic';

/** Sets an individual net price of a variant (or its whole product) in one shop: `{ variants }` priced. */
export const PUT = adminRoute<{ id: string }>('zakaznici', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, customerPriceSchema);
  return Response.json(await setCustomerPrice(await getDb(), caller, id, input), { headers: NO_STORE });
});

/** Removes one individual price (`?variant_id=&channel=`): the list price applies again. */
export const DELETE = adminRoute<{ id: string }>('zakaznici', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const key = parseQuery(request, customerPriceKeySchema);
  await removeCustomerPrice(await getDb(), caller, id, key);
  return new Response(null, { status: 204, headers: NO_STORE });
});
