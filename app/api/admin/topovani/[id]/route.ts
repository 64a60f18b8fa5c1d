import { boostInputSchema } from '@/lib/api/contract/admin/boost';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { setBoost } from '@/lib/server/services/admin/boost/set-boost';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const PUT = adminRoute<Params>('topovani', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const { boost_score } = await parseJsonBody(request, boostInputSchema);
  await setBoost(await getDb(), caller, id, boost_score);
  return new Response(null, { status: 204 });
});

/** Clears the boost (score 0). */
export const DELETE = adminRoute<Params>('topovani', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await setBoost(await getDb(), caller, id, 0);
  return new Response(null, { status: 204 });
});
