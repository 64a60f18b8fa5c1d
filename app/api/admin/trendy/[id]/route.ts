import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { trendInputSchema } from '@/lib/api/contract/admin/trends';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { getAdminTrend } from '@/lib/server/services/admin/trends/trend-read';
import { deleteTrend, updateTrend } from '@/lib/server/services/admin/trends/trend-save';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = adminRoute<Params>('trendy', async (_request, _caller, context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  return Response.json(await getAdminTrend(await getDb(), id, context.locale), { headers: NO_STORE });
});

export const PUT = adminRoute<Params>('trendy', async (request, caller, context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, trendInputSchema);
  const trend = await updateTrend(await getDb(), caller, id, input, context.locale);
  return Response.json(trend, { headers: NO_STORE });
});

export const DELETE = adminRoute<Params>('trendy', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await deleteTrend(await getDb(), caller, id);
  return new Response(null, { status: 204, headers: NO_STORE });
});
