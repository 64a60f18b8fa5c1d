import { statisticsQuerySchema } from '@/lib/api/contract/admin/statistics';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { readStatistics } from '@/lib/server/services/admin/statistics/read-statistics';

export const dynamic = 'force-dynamic';

/** Sales per day and shop, best sellers, searches without a result and page views of `from`–`to`. */
export const GET = adminRoute('statistiky', async (request, _caller, context) =>
  Response.json(
    await readStatistics(await getDb(), parseQuery(request, statisticsQuerySchema), context.locale),
    { headers: NO_STORE },
  ),
);
