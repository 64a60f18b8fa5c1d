import { companyAddressSchema } from '@/lib/api/contract/b2b-company';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { b2bCallerOf } from '@/lib/server/services/b2b/b2b-caller';
import { addDeliveryAddress } from '@/lib/server/services/b2b/company-addresses';

export const dynamic = 'force-dynamic';

/** A new delivery address of the selected customer (its admins, and dealers acting for it). */
export const POST = apiRoute(async (request, context) => {
  const caller = await b2bCallerOf(context, { allowBlocked: true });
  const input = await parseJsonBody(request, companyAddressSchema);
  return Response.json({ address: await addDeliveryAddress(await getDb(), caller, input) }, { status: 201 });
});
