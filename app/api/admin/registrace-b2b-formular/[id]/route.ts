import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE } from '@/lib/server/http/query';
import { registrationDetail } from '@/lib/server/services/admin/registrations/registration-list';

export const dynamic = 'force-dynamic';

/** One application with everything the company sent and, once decided, who decided what. */
export const GET = adminRoute<{ id: string }>(
  'registrace-b2b-formular',
  async (_request, _caller, _context, params) => {
    const { id } = adminIdParamsSchema.parse(params);
    return Response.json(await registrationDetail(await getDb(), id), { headers: NO_STORE });
  },
);
