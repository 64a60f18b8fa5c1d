import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { branchUpdateSchema } from '@/lib/api/contract/admin/shipping';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { updateBranch } from '@/lib/server/services/admin/shipping/shipping-writes';

export const dynamic = 'force-dynamic';

/** Turns a pickup point on or off at the checkout. */
export const PATCH = adminRoute<{ id: string }>(
  'dopravy-a-platby',
  async (request, caller, _context, params) => {
    const { id } = adminIdParamsSchema.parse(params);
    await updateBranch(await getDb(), caller, id, await parseJsonBody(request, branchUpdateSchema));
    return new Response(null, { status: 204, headers: NO_STORE });
  },
);
