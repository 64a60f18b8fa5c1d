import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { adminOrderPaymentRequestSchema } from '@/lib/api/contract/admin/orders';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { changeAdminOrderPayment } from '@/lib/server/services/admin/orders/change-payment';

export const dynamic = 'force-dynamic';

/** Records money received for the order, or gives it all back. */
export const POST = adminRoute<{ id: string }>('objednavky', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const body = await parseJsonBody(request, adminOrderPaymentRequestSchema);
  const state = await changeAdminOrderPayment(await getDb(), caller, id, body);
  return Response.json(
    { payment_status: state.paymentStatus, paid_with_vat: state.paidWithVat },
    { headers: NO_STORE },
  );
});
