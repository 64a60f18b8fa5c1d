import { type OkResponse, unsubscribeQuerySchema } from '@/lib/api/contract/newsletter';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { unsubscribeFromNewsletter } from '@/lib/server/services/newsletter';

export const dynamic = 'force-dynamic';

/** Called by the /email-odhlasit page with the token of the e-mailed link; 404 for an unknown token. */
export const GET = apiRoute(async (request) => {
  const params = new URL(request.url).searchParams;
  const { token } = unsubscribeQuerySchema.parse({ token: params.get('token') ?? undefined });
  await unsubscribeFromNewsletter(await getDb(), token);
  return Response.json({ ok: true } satisfies OkResponse);
});
