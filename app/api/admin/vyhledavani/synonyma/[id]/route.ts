import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { synonymInputSchema } from '@/lib/api/contract/admin/search-tuning';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { deleteSynonym, updateSynonym } from '@/lib/server/services/admin/search-tuning/synonyms';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const PUT = adminRoute<Params>('vyhledavani', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, synonymInputSchema);
  return Response.json(await updateSynonym(await getDb(), caller, id, input), { headers: NO_STORE });
});

export const DELETE = adminRoute<Params>('vyhledavani', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await deleteSynonym(await getDb(), caller, id);
  return new Response(null, { status: 204 });
});
