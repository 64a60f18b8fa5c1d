import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { bannerInputSchema } from '@/lib/api/contract/admin/promotions';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import {
  deleteBanner,
  getAdminBanner,
  updateBanner,
} from '@/lib/server/services/admin/promotions/banners-admin';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = adminRoute<Params>('bannery', async (_request, _caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  return Response.json(await getAdminBanner(await getDb(), id), { headers: NO_STORE });
});

export const PUT = adminRoute<Params>('bannery', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, bannerInputSchema);
  return Response.json(await updateBanner(await getDb(), caller, id, input), { headers: NO_STORE });
});

export const DELETE = adminRoute<Params>('bannery', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await deleteBanner(await getDb(), caller, id);
  return new Response(null, { status: 204, headers: NO_STORE });
});
