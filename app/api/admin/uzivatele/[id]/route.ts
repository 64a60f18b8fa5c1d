import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { userAccessSchema } from '@/lib/api/contract/admin/users';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { updateUserAccess } from '@/lib/server/services/admin/users/user-access';
import { adminUser } from '@/lib/server/services/admin/users/user-list';

export const dynamic = 'force-dynamic';

export const GET = adminRoute<{ id: string }>('uzivatele', async (_request, _caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  return Response.json(await adminUser(await getDb(), id), { headers: NO_STORE });
});

/** Sets the user's staff roles and blocking (which ends their sessions); answers the user. */
export const PATCH = adminRoute<{ id: string }>('uzivatele', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const access = await parseJsonBody(request, userAccessSchema);
  return Response.json(await updateUserAccess(await getDb(), caller, id, access), { headers: NO_STORE });
});
