import { redirectToCatalogQuerySchema } from '@/lib/api/contract/settings';
import { apiRoute } from '@/lib/server/http/api-route';
import { catalogUrl } from '@/lib/server/services/redirects';

export const dynamic = 'force-dynamic';

/** A navigation target (spec §2 footer, §7): `?locale_id=sk` answers 302 to the main site's catalogue. */
export const GET = apiRoute(async (request) => {
  const params = new URL(request.url).searchParams;
  const query = redirectToCatalogQuerySchema.parse({ locale_id: params.get('locale_id') ?? undefined });
  // A relative Location is resolved by the browser against the address it used, whatever proxy is in front.
  return new Response(null, { status: 302, headers: { location: catalogUrl(query.locale_id) } });
});
