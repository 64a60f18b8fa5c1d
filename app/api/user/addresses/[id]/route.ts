import { addressIdSchema, addressRequestSchema } from '@/lib/api/contract/addresses';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import {
  deleteUserAddress,
  findUserAddress,
  updateUserAddress,
} from '@/lib/server/services/accounts/user-addresses';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

export const dynamic = 'force-dynamic';

type Params = { id: string };

/** One of the caller's addresses; another user's answers 404 like an unknown one. */
export const GET = apiRoute<Params>(async (_request, context, params) => {
  const user = await signedInUser(context);
  const address = await findUserAddress(await getDb(), user, addressIdSchema.parse(params.id));
  return Response.json({ address }, { headers: { 'Cache-Control': 'no-store' } });
});

export const PUT = apiRoute<Params>(async (request, context, params) => {
  const user = await signedInUser(context);
  const id = addressIdSchema.parse(params.id);
  const input = await parseJsonBody(request, addressRequestSchema);
  const address = await updateUserAddress(await getDb(), user, id, input);
  return Response.json({ address });
});

export const DELETE = apiRoute<Params>(async (_request, context, params) => {
  const user = await signedInUser(context);
  await deleteUserAddress(await getDb(), user, addressIdSchema.parse(params.id));
  return Response.json({ ok: true });
});
