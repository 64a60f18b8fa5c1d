import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { slideInputSchema } from '@/lib/api/contract/admin/promotions';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { deleteSlide, getAdminSlide, updateSlide } from '@/lib/server/services/admin/promotions/slides-admin';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = adminRoute<Params>('slideshow', async (_request, _caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  return Response.json(await getAdminSlide(await getDb(), id), { headers: NO_STORE });
});

export const PUT = adminRoute<Params>('slideshow', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, slideInputSchema);
  return Response.json(await updateSlide(await getDb(), caller, id, input), { headers: NO_STORE });
});

export const DELETE = adminRoute<Params>('slideshow', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await deleteSlide(await getDb(), caller, id);
  return new Response(null, { status: 204, headers: NO_STORE });
});
