import { adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { redirectInputSchema } from '@/lib/api/contract/admin/redirects';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { createRedirect, listRedirects } from '@/lib/server/services/admin/redirects/admin-redirects';

export const dynamic = 'force-dynamic';

/** The redirects the 404 page follows, searchable by either path. */
export const GET = adminRoute('presmerovani', async (request) =>
  Response.json(await listRedirects(await getDb(), parseQuery(request, adminListQuerySchema)), {
    headers: NO_STORE,
  }),
);

export const POST = adminRoute('presmerovani', async (request, caller) => {
  const input = await parseJsonBody(request, redirectInputSchema);
  return Response.json(await createRedirect(await getDb(), caller, input), {
    status: 201,
    headers: NO_STORE,
  });
});
