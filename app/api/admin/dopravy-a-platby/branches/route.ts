import { adminBranchesQuerySchema } from '@/lib/api/contract/admin/shipping';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { listBranches } from '@/lib/server/services/admin/shipping/shipping-overview';

export const dynamic = 'force-dynamic';

/** Pickup points, searched and paged. */
export const GET = adminRoute('dopravy-a-platby', async (request) =>
  Response.json(await listBranches(await getDb(), parseQuery(request, adminBranchesQuerySchema)), {
    headers: NO_STORE,
  }),
);
