import { adminMailJobsQuerySchema } from '@/lib/api/contract/admin/mail-jobs';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { listMailJobs } from '@/lib/server/services/admin/mail-jobs';

export const dynamic = 'force-dynamic';

/** The e-mail outbox of one status (failed by default), searchable by recipient, subject or kind. */
export const GET = adminRoute('e-maily', async (request) =>
  Response.json(await listMailJobs(await getDb(), parseQuery(request, adminMailJobsQuerySchema)), {
    headers: NO_STORE,
  }),
);
