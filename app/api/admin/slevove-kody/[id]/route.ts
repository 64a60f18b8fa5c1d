import { discountCodeInputSchema } from '@/lib/api/contract/admin/discount-codes';
import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import {
  deleteDiscountCode,
  readDiscountCode,
  updateDiscountCode,
} from '@/lib/server/services/admin/discount-codes/discount-codes';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = adminRoute<Params>('slevove-kody', async (_request, _caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  return Response.json(await readDiscountCode(await getDb(), id), { headers: NO_STORE });
});

export const PUT = adminRoute<Params>('slevove-kody', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const body = await parseJsonBody(request, discountCodeInputSchema);
  return Response.json(await updateDiscountCode(await getDb(), caller, id, body), { headers: NO_STORE });
});

export const DELETE = adminRoute<Params>('slevove-kody', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await deleteDiscountCode(await getDb(), caller, id);
  return new Response(null, { status: 204, headers: NO_STORE });
});
