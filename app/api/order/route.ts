import { orderAccessRequestSchema, type OrderResponse } from '@/lib/api/contract/order';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { readOrder } from '@/lib/server/services/orders/read-order';

export const dynamic = 'force-dynamic';

/** Spec §7: the order behind its id and secret token (a wrong one of the two is 404 either way). */
export const POST = apiRoute(async (request) => {
  const access = await parseJsonBody(request, orderAccessRequestSchema);
  const order = await readOrder(await getDb(), access);
  return Response.json({ order } satisfies OrderResponse, { headers: { 'Cache-Control': 'no-store' } });
});
