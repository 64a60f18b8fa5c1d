import { adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { bannerInputSchema } from '@/lib/api/contract/admin/promotions';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { createBanner, listAdminBanners } from '@/lib/server/services/admin/promotions/banners-admin';

export const dynamic = 'force-dynamic';

/** The banners of the home page (placement, language, shop, validity, order), searchable by title or link. */
export const GET = adminRoute('bannery', async (request) =>
  Response.json(await listAdminBanners(await getDb(), parseQuery(request, adminListQuerySchema)), {
    headers: NO_STORE,
  }),
);

export const POST = adminRoute('bannery', async (request, caller) => {
  const input = await parseJsonBody(request, bannerInputSchema);
  return Response.json(await createBanner(await getDb(), caller, input), { status: 201, headers: NO_STORE });
});
