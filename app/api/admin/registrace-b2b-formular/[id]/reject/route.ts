import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { rejectRegistrationSchema } from '@/lib/api/contract/admin/registrations';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { rejectRegistration } from '@/lib/server/services/admin/registrations/reject-registration';

export const dynamic = 'force-dynamic';

/** Rejects an application with a reason, which the applicant is e-mailed. */
export const POST = adminRoute<{ id: string }>(
  'registrace-b2b-formular',
  async (request, caller, _context, params) => {
    const { id } = adminIdParamsSchema.parse(params);
    const { reason } = await parseJsonBody(request, rejectRegistrationSchema);
    return Response.json(await rejectRegistration(await getDb(), caller, id, reason), { headers: NO_STORE });
  },
);
