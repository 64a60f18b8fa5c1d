import { maxCartDiscountSchema } from '@/lib/api/contract/admin/settings';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import {
  readMaxCartDiscount,
  updateMaxCartDiscount,
} from '@/lib/server/services/admin/settings/shop-settings';

export const dynamic = 'force-dynamic';

/** The most that discount codes may take off a cart, in % of the goods. */
export const GET = adminRoute('nastavit-maximalni-slevu-v-kosiku', async () =>
  Response.json(await readMaxCartDiscount(await getDb()), { headers: NO_STORE }),
);

export const PUT = adminRoute('nastavit-maximalni-slevu-v-kosiku', async (request, caller) => {
  const body = await parseJsonBody(request, maxCartDiscountSchema);
  return Response.json(await updateMaxCartDiscount(await getDb(), caller, body), { headers: NO_STORE });
});
