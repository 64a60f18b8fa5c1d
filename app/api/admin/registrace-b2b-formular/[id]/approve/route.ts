import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE } from '@/lib/server/http/query';
import { approveRegistration } from '@/lib/server/services/admin/registrations/approve-registration';

export const dynamic = 'force-dynamic';

/** Approves an application: customer + its admin user, and the applicant's e-mail (set-password link). */
export const POST = adminRoute<{ id: string }>(
  'registrace-b2b-formular',
  async (_request, caller, _context, params) => {
    const { id } = adminIdParamsSchema.parse(params);
    return Response.json(await approveRegistration(await getDb(), caller, id), { headers: NO_STORE });
  },
);
