import { userListQuerySchema } from '@/lib/api/contract/admin/users';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { listUsers } from '@/lib/server/services/admin/users/user-list';

export const dynamic = 'force-dynamic';

/** The shop's users by search, role and blocking: for superadmins. */
export const GET = adminRoute('uzivatele', async (request) => {
  const query = parseQuery(request, userListQuerySchema);
  return Response.json(await listUsers(await getDb(), query), { headers: NO_STORE });
});
