import {
  adminDiscountCodesQuerySchema,
  discountCodeInputSchema,
} from '@/lib/api/contract/admin/discount-codes';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import {
  createDiscountCode,
  listDiscountCodes,
} from '@/lib/server/services/admin/discount-codes/discount-codes';

export const dynamic = 'force-dynamic';

/** The discount codes, searched by code, filtered by state, sorted and paged. */
export const GET = adminRoute('slevove-kody', async (request) =>
  Response.json(await listDiscountCodes(await getDb(), parseQuery(request, adminDiscountCodesQuerySchema)), {
    headers: NO_STORE,
  }),
);

/** A new code (409 DISCOUNT_CODE_TAKEN when the code exists in any case). */
export const POST = adminRoute('slevove-kody', async (request, caller) => {
  const body = await parseJsonBody(request, discountCodeInputSchema);
  return Response.json(await createDiscountCode(await getDb(), caller, body), {
    status: 201,
    headers: NO_STORE,
  });
});
