import { addressParamsSchema, companyAddressSchema } from '@/lib/api/contract/b2b-company';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { b2bCallerOf } from '@/lib/server/services/b2b/b2b-caller';
import { deleteDeliveryAddress, updateDeliveryAddress } from '@/lib/server/services/b2b/company-addresses';

export const dynamic = 'force-dynamic';

/** Changes a delivery address of the selected customer; billing data are changed by the shop. */
export const PUT = apiRoute<{ id: string }>(async (request, context, params) => {
  const caller = await b2bCallerOf(context, { allowBlocked: true });
  const { id } = addressParamsSchema.parse(params);
  const input = await parseJsonBody(request, companyAddressSchema);
  return Response.json({ address: await updateDeliveryAddress(await getDb(), caller, id, input) });
});

export const DELETE = apiRoute<{ id: string }>(async (_request, context, params) => {
  const caller = await b2bCallerOf(context, { allowBlocked: true });
  const { id } = addressParamsSchema.parse(params);
  await deleteDeliveryAddress(await getDb(), caller, id);
  return Response.json({ ok: true });
});
