import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE } from '@/lib/server/http/query';
import { readShippingOverview } from '@/lib/server/services/admin/shipping/shipping-overview';

export const dynamic = 'force-dynamic';

/** Shippings with prices per shop, payments, allowed combinations and free-shipping thresholds. */
export const GET = adminRoute('dopravy-a-platby', async (_request, _caller, context) =>
  Response.json(await readShippingOverview(await getDb(), context.locale), { headers: NO_STORE }),
);
