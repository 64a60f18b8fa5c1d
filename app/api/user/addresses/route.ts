import { addressRequestSchema } from '@/lib/api/contract/addresses';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { createUserAddress, listUserAddresses } from '@/lib/server/services/accounts/user-addresses';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

export const dynamic = 'force-dynamic';

/** The caller's own saved addresses. */
export const GET = apiRoute(async (_request, context) => {
  const user = await signedInUser(context);
  const addresses = await listUserAddresses(await getDb(), user);
  return Response.json({ addresses }, { headers: { 'Cache-Control': 'no-store' } });
});

/** Saves a new billing and/or delivery address of the caller: 201 `{ address }`. */
export const POST = apiRoute(async (request, context) => {
  const user = await signedInUser(context);
  const input = await parseJsonBody(request, addressRequestSchema);
  const address = await createUserAddress(await getDb(), user, input);
  return Response.json({ address }, { status: 201 });
});
