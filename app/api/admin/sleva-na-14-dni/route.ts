import { partnerDiscountSchema } from '@/lib/api/contract/admin/settings';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import {
  readPartnerDiscount,
  updatePartnerDiscount,
} from '@/lib/server/services/admin/settings/shop-settings';

export const dynamic = 'force-dynamic';

/** The partner discount of a new B2B customer's first 14 days, in %. */
export const GET = adminRoute('sleva-na-14-dni', async () =>
  Response.json(await readPartnerDiscount(await getDb()), { headers: NO_STORE }),
);

export const PUT = adminRoute('sleva-na-14-dni', async (request, caller) => {
  const body = await parseJsonBody(request, partnerDiscountSchema);
  return Response.json(await updatePartnerDiscount(await getDb(), caller, body), { headers: NO_STORE });
});
