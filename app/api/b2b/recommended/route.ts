import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { b2bCallerOf } from '@/lib/server/services/b2b/b2b-caller';
import { recommendedAssortment } from '@/lib/server/services/b2b/recommended-assortment';

export const dynamic = 'force-dynamic';

/** The selected customer's recommended assortment and most-bought items, at its prices. */
export const GET = apiRoute(async (_request, context) => {
  const caller = await b2bCallerOf(context);
  return Response.json(await recommendedAssortment(await getDb(), caller, context), { headers: NO_STORE });
});
