import { LAST_VISITED_TYPE, suggestQuerySchema } from '@/lib/api/contract/search';
import { clientIp } from '@/lib/server/auth/client-ip';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { lastVisitedSuggestions, suggest, takeSearchSlot } from '@/lib/server/services/search';
import { identifyVisitor, visitorResponseHeaders } from '@/lib/server/services/visitor';

export const dynamic = 'force-dynamic';

/** `?q=…`: products, categories and brands; `?type=last_visited_products`: the lists shown before typing. */
export const GET = apiRoute(async (request, context) => {
  const params = new URL(request.url).searchParams;
  const shop = { locale: context.locale, channel: context.channel };
  if (params.get('type') === LAST_VISITED_TYPE) {
    const visitor = identifyVisitor(request, context);
    const body = await lastVisitedSuggestions(await getDb(), visitor.key, shop);
    return Response.json(body, { headers: visitorResponseHeaders(visitor) });
  }
  takeSearchSlot('suggest', request.headers);
  const { q } = suggestQuerySchema.parse({ q: params.get('q') ?? undefined });
  return Response.json(await suggest(await getDb(), q, shop, clientIp(request.headers)));
});
