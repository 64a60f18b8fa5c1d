import { adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { trendInputSchema } from '@/lib/api/contract/admin/trends';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { listAdminTrends } from '@/lib/server/services/admin/trends/trend-list';
import { createTrend } from '@/lib/server/services/admin/trends/trend-save';

export const dynamic = 'force-dynamic';

/** The trend articles with their title in the caller's language, searchable by title or slug. */
export const GET = adminRoute('trendy', async (request, _caller, context) => {
  const query = parseQuery(request, adminListQuerySchema);
  return Response.json(await listAdminTrends(await getDb(), query, context.locale), { headers: NO_STORE });
});

export const POST = adminRoute('trendy', async (request, caller, context) => {
  const input = await parseJsonBody(request, trendInputSchema);
  const trend = await createTrend(await getDb(), caller, input, context.locale);
  return Response.json(trend, { status: 201, headers: NO_STORE });
});
