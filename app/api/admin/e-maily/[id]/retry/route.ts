import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE } from '@/lib/server/http/query';
import { retryMailJob } from '@/lib/server/services/admin/mail-jobs';

export const dynamic = 'force-dynamic';

/** Sends a failed e-mail again: it is due at once, with a fresh set of attempts. */
export const POST = adminRoute<{ id: string }>('e-maily', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await retryMailJob(await getDb(), caller, id);
  return new Response(null, { status: 204, headers: NO_STORE });
});
