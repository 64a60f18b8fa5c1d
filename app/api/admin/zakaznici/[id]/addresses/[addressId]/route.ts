import { customerAddressParamsSchema, customerAddressSchema } from '@/lib/api/contract/admin/customers';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import {
  deleteCustomerAddress,
  updateCustomerAddress,
} from '@/lib/server/services/admin/customers/customer-addresses';

export const dynamic = 'force-dynamic';

type Params = { id: string; addressId: string };

export const PUT = adminRoute<Params>('zakaznici', async (request, caller, _context, params) => {
  const { id, addressId } = customerAddressParamsSchema.parse(params);
  const input = await parseJsonBody(request, customerAddressSchema);
  await updateCustomerAddress(await getDb(), caller, id, addressId, input);
  return new Response(null, { status: 204, headers: NO_STORE });
});

export const DELETE = adminRoute<Params>('zakaznici', async (_request, caller, _context, params) => {
  const { id, addressId } = customerAddressParamsSchema.parse(params);
  await deleteCustomerAddress(await getDb(), caller, id, addressId);
  return new Response(null, { status: 204, headers: NO_STORE });
});
