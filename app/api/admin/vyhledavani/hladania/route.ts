import { searchLogQuerySchema } from '@/lib/api/contract/admin/search-tuning';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { listSearchLog } from '@/lib/server/services/admin/search-tuning/search-log-list';

export const dynamic = 'force-dynamic';

/** The log of searches: term, results, language, shop, time; `no_result=1` only those that found nothing. */
export const GET = adminRoute('vyhledavani', async (request) => {
  const query = parseQuery(request, searchLogQuerySchema);
  return Response.json(await listSearchLog(await getDb(), query), { headers: NO_STORE });
});
