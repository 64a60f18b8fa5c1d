import { adminListQuerySchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { apiRoute } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { listAuditLog } from '@/lib/server/services/admin/audit-log';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

export const dynamic = 'force-dynamic';

/** Who changed what in the administration, newest first: for superadmins only. */
export const GET = apiRoute(async (request, context) => {
  const user = await signedInUser(context);
  if (!user.roles.includes('ROLE_SUPERADMIN')) throw new AppError('FORBIDDEN');
  const query = parseQuery(request, adminListQuerySchema);
  return Response.json(await listAuditLog(await getDb(), query), { headers: NO_STORE });
});
