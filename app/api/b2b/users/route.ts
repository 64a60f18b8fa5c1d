import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { b2bCallerOf } from '@/lib/server/services/b2b/b2b-caller';
import { companyUsers } from '@/lib/server/services/b2b/company-users';

export const dynamic = 'force-dynamic';

/** The selected customer's users with their roles, and (for its admins) the pending invitations. */
export const GET = apiRoute(async (_request, context) => {
  const caller = await b2bCallerOf(context);
  return Response.json(await companyUsers(await getDb(), caller), { headers: NO_STORE });
});
