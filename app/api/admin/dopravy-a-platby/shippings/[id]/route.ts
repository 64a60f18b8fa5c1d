import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { shippingUpdateSchema } from '@/lib/api/contract/admin/shipping';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { updateShipping } from '@/lib/server/services/admin/shipping/shipping-writes';

export const dynamic = 'force-dynamic';

/** A shipping's state, position, prices per shop and allowed payments. */
export const PUT = adminRoute<{ id: string }>(
  'dopravy-a-platby',
  async (request, caller, _context, params) => {
    const { id } = adminIdParamsSchema.parse(params);
    await updateShipping(await getDb(), caller, id, await parseJsonBody(request, shippingUpdateSchema));
    return new Response(null, { status: 204, headers: NO_STORE });
  },
);
