import { cmsPageInputSchema } from '@/lib/api/contract/admin/cms-pages';
import { adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { createCmsPage, listCmsPages } from '@/lib/server/services/admin/cms-pages/cms-pages-admin';

export const dynamic = 'force-dynamic';

/** The CMS pages with their title in the caller's language, searchable by key, title or slug. */
export const GET = adminRoute('stranky', async (request, _caller, context) =>
  Response.json(
    await listCmsPages(await getDb(), parseQuery(request, adminListQuerySchema), context.locale),
    {
      headers: NO_STORE,
    },
  ),
);

export const POST = adminRoute('stranky', async (request, caller) => {
  const input = await parseJsonBody(request, cmsPageInputSchema);
  return Response.json(await createCmsPage(await getDb(), caller, input), { status: 201, headers: NO_STORE });
});
