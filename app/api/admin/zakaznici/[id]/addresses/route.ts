import { customerAddressSchema } from '@/lib/api/contract/admin/customers';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { addCustomerAddress } from '@/lib/server/services/admin/customers/customer-addresses';

export const dynamic = 'force-dynamic';

/** Adds a billing and/or delivery address to the customer: 201 `{ id }`. */
export const POST = adminRoute<{ id: string }>('zakaznici', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, customerAddressSchema);
  return Response.json(await addCustomerAddress(await getDb(), caller, id, input), {
    status: 201,
    headers: NO_STORE,
  });
});
