import { searchTermInputSchema } from '@/lib/api/contract/admin/search-tuning';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import {
  hideSearchTerm,
  showSearchTerm,
} from '@/lib/server/services/admin/search-tuning/most-searched-terms';

export const dynamic = 'force-dynamic';

/** Hides a term, with all its spellings, from the most searched terms. */
export const POST = adminRoute('vyhledavani', async (request, caller) => {
  const { term } = await parseJsonBody(request, searchTermInputSchema);
  await hideSearchTerm(await getDb(), caller, term);
  return new Response(null, { status: 204 });
});

/** Shows a hidden term again (when visitors search it enough). */
export const DELETE = adminRoute('vyhledavani', async (request, caller) => {
  const { term } = await parseJsonBody(request, searchTermInputSchema);
  await showSearchTerm(await getDb(), caller, term);
  return new Response(null, { status: 204 });
});
