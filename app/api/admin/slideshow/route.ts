import { adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { slideInputSchema } from '@/lib/api/contract/admin/promotions';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { createSlide, listAdminSlides } from '@/lib/server/services/admin/promotions/slides-admin';

export const dynamic = 'force-dynamic';

/** The home-page slides in their order, searchable by title, subtitle or link. */
export const GET = adminRoute('slideshow', async (request) =>
  Response.json(await listAdminSlides(await getDb(), parseQuery(request, adminListQuerySchema)), {
    headers: NO_STORE,
  }),
);

export const POST = adminRoute('slideshow', async (request, caller) => {
  const input = await parseJsonBody(request, slideInputSchema);
  return Response.json(await createSlide(await getDb(), caller, input), { status: 201, headers: NO_STORE });
});
