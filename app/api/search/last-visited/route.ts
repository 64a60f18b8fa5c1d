import { recordVisitBodySchema, type RecordVisitResponse } from '@/lib/api/contract/search';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { recordVisit } from '@/lib/server/services/last-visited';
import { identifyVisitor, visitorResponseHeaders } from '@/lib/server/services/visitor';

export const dynamic = 'force-dynamic';

/** The product page reports a visit; it shows up first in the visitor's last visited products. */
export const POST = apiRoute(async (request, context) => {
  const body = recordVisitBodySchema.parse(await request.json().catch(() => undefined));
  const visitor = identifyVisitor(request, context);
  await recordVisit(await getDb(), visitor.key, body.product_id);
  return Response.json({ recorded: true } satisfies RecordVisitResponse, {
    headers: visitorResponseHeaders(visitor),
  });
});
