import { synonymInputSchema, synonymListQuerySchema } from '@/lib/api/contract/admin/search-tuning';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { createSynonym, listSynonyms } from '@/lib/server/services/admin/search-tuning/synonyms';

export const dynamic = 'force-dynamic';

export const GET = adminRoute('vyhledavani', async (request) => {
  const query = parseQuery(request, synonymListQuerySchema);
  return Response.json(await listSynonyms(await getDb(), query), { headers: NO_STORE });
});

export const POST = adminRoute('vyhledavani', async (request, caller) => {
  const input = await parseJsonBody(request, synonymInputSchema);
  return Response.json(await createSynonym(await getDb(), caller, input), { status: 201, headers: NO_STORE });
});
