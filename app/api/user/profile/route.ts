import { profileRequestSchema } from '@/lib/api/contract/account';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { updateProfile } from '@/lib/server/services/accounts/profile';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';
import { requestOrigin } from '@/lib/server/services/domains';

export const dynamic = 'force-dynamic';

/** The caller's own name, phone, newsletter and price display; answers the updated `{ user }`. */
export const PUT = apiRoute(async (request, context) => {
  const caller = await signedInUser(context);
  const form = await parseJsonBody(request, profileRequestSchema);
  const user = await updateProfile(await getDb(), caller, {
    form,
    locale: context.locale,
    channel: context.channel.id,
    origin: requestOrigin(request),
  });
  return Response.json({ user }, { headers: { 'Cache-Control': 'no-store' } });
});
