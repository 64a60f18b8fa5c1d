import { devGatewayResultRequestSchema, type DevGatewayResultResponse } from '@/lib/api/contract/dev-gateway';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { isDevGatewayEnabled } from '@/lib/server/services/payments/gateways';
import { resolveCardPayment } from '@/lib/server/services/payments/resolve-card-payment';

export const dynamic = 'force-dynamic';

/** The development gateway's answer for a payment (only while PAYMENT_GATEWAY is `dev`). */
export const POST = apiRoute(async (request) => {
  if (!isDevGatewayEnabled()) throw new AppError('NOT_FOUND');
  const input = await parseJsonBody(request, devGatewayResultRequestSchema);
  const body: DevGatewayResultResponse = await resolveCardPayment(
    await getDb(),
    input.payment_id,
    input.result,
  );
  return Response.json(body);
});
