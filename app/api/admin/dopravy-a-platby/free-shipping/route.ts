import { freeShippingSchema } from '@/lib/api/contract/admin/shipping';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { updateFreeShipping } from '@/lib/server/services/admin/shipping/shipping-writes';

export const dynamic = 'force-dynamic';

/** The free-shipping thresholds of both shops. */
export const PUT = adminRoute('dopravy-a-platby', async (request, caller) => {
  await updateFreeShipping(await getDb(), caller, await parseJsonBody(request, freeShippingSchema));
  return new Response(null, { status: 204, headers: NO_STORE });
});
