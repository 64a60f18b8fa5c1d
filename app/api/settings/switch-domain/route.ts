import { switchDomainQuerySchema } from '@/lib/api/contract/settings';
import { apiRoute } from '@/lib/server/http/api-route';
import { requestOrigin, switchDomainUrl } from '@/lib/server/services/domains';

export const dynamic = 'force-dynamic';

/** A navigation target (spec §7): `?domain=sk.localhost[&path=/…]` answers 302 to that country shop. */
export const GET = apiRoute(async (request) => {
  const params = new URL(request.url).searchParams;
  const query = switchDomainQuerySchema.parse({
    domain: params.get('domain') ?? undefined,
    path: params.get('path') ?? undefined,
  });
  return Response.redirect(switchDomainUrl(query, requestOrigin(request)), 302);
});
