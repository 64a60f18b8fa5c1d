import { recordVisitBodySchema, type RecordVisitResponse } from '@/lib/api/contract/search';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { recordVisit } from '@/lib/server/services/last-visited';
import { identifyVisitor, visitorResponseHeaders } from '@/lib/server/services/visitor';

export const dynamic = 'force-dynamic';

/** The product page reports a visit; it shows up first in the visitor's last visited products. */
export const POST = apiRoute(async (request, context) => {
  const body = await parseJsonBody(request, recordVisitBodySchema);
  const visitor = identifyVisitor(request, context);
  await recordVisit(await getDb(), visitor.key, body.product_id);
  return Response.json({ recorded: true } satisfies RecordVisitResponse, {
    headers: visitorResponseHeaders(visitor),
  });
});
