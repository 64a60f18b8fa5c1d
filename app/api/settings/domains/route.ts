import type { DomainsResponse } from '@/lib/api/contract/settings';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { listShopDomains } from '@/lib/server/services/domains';

export const dynamic = 'force-dynamic';

/** The country shops for the language/country modal (spec §2, §7). */
export const GET = apiRoute(async (_request, context) => {
  const body: DomainsResponse = { domains: await listShopDomains(await getDb(), context.locale) };
  return Response.json(body);
});
