import { registrationListQuerySchema } from '@/lib/api/contract/admin/registrations';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { listRegistrations } from '@/lib/server/services/admin/registrations/registration-list';

export const dynamic = 'force-dynamic';

/** The company registrations from `/pro-firmy`: by state, searchable, paged. */
export const GET = adminRoute('registrace-b2b-formular', async (request) => {
  const query = parseQuery(request, registrationListQuerySchema);
  return Response.json(await listRegistrations(await getDb(), query), { headers: NO_STORE });
});
