import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { b2bCallerOf } from '@/lib/server/services/b2b/b2b-caller';
import { companyOverview } from '@/lib/server/services/b2b/company-overview';

export const dynamic = 'force-dynamic';

/** The selected customer's company data, addresses, terms, dealer and users (a blocked one's too). */
export const GET = apiRoute(async (_request, context) => {
  const caller = await b2bCallerOf(context, { allowBlocked: true });
  return Response.json(await companyOverview(await getDb(), caller), { headers: NO_STORE });
});
