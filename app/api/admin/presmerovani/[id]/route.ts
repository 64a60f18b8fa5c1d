import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { redirectInputSchema } from '@/lib/api/contract/admin/redirects';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import {
  deleteRedirect,
  getRedirect,
  updateRedirect,
} from '@/lib/server/services/admin/redirects/admin-redirects';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = adminRoute<Params>('presmerovani', async (_request, _caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  return Response.json(await getRedirect(await getDb(), id), { headers: NO_STORE });
});

export const PUT = adminRoute<Params>('presmerovani', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, redirectInputSchema);
  return Response.json(await updateRedirect(await getDb(), caller, id, input), { headers: NO_STORE });
});

export const DELETE = adminRoute<Params>('presmerovani', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await deleteRedirect(await getDb(), caller, id);
  return new Response(null, { status: 204, headers: NO_STORE });
});
