import { returnOrderLookupSchema } from '@/lib/api/contract/returns';
import { clientIp } from '@/lib/server/auth/client-ip';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { lookUpReturnOrder } from '@/lib/server/services/returns';

export const dynamic = 'force-dynamic';

/** The return form's first step: the order's lines by its number and e-mail (POST: the e-mail stays out of URLs). */
export const POST = apiRoute(async (request, context) => {
  const { order_number, email } = await parseJsonBody(request, returnOrderLookupSchema);
  const order = await lookUpReturnOrder(
    await getDb(),
    { orderNumber: order_number, email },
    { user: context.user, ip: clientIp(request.headers) },
  );
  return Response.json(order);
});
