import type { RedirectCheckResponse } from '@/lib/api/contract/settings';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { findRedirect } from '@/lib/server/services/redirects';

export const dynamic = 'force-dynamic';

/** Asked by the 404 page (routes.md "Unknown paths"): where an unknown path has moved, if anywhere. */
export const GET = apiRoute<{ path: string[] }>(async (_request, _context, params) => {
  const body: RedirectCheckResponse = { redirect: await findRedirect(await getDb(), params.path.join('/')) };
  return Response.json(body);
});
