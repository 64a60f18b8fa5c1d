import { cmsPageInputSchema } from '@/lib/api/contract/admin/cms-pages';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import {
  deleteCmsPage,
  getCmsPage,
  updateCmsPage,
} from '@/lib/server/services/admin/cms-pages/cms-pages-admin';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = adminRoute<Params>('stranky', async (_request, _caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  return Response.json(await getCmsPage(await getDb(), id), { headers: NO_STORE });
});

export const PUT = adminRoute<Params>('stranky', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, cmsPageInputSchema);
  return Response.json(await updateCmsPage(await getDb(), caller, id, input), { headers: NO_STORE });
});

export const DELETE = adminRoute<Params>('stranky', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await deleteCmsPage(await getDb(), caller, id);
  return new Response(null, { status: 204, headers: NO_STORE });
});
