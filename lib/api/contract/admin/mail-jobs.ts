import { z } from 'zod';
import { adminListQuerySchema, adminListResponseSchema } from './list';

export const MAIL_JOB_VIEW_STATUSES = ['failed', 'pending', 'sent'] as const;

/**
 * `GET /api/admin/e-maily`: the e-mail outbox, newest first. `status` defaults to `failed` (what needs a
 * person); `pending` also lists jobs waiting for their next attempt.
 */
export const adminMailJobsQuerySchema = adminListQuerySchema.extend({
  status: z.enum(MAIL_JOB_VIEW_STATUSES).optional().default('failed'),
});
export type AdminMailJobsQuery = z.output<typeof adminMailJobsQuerySchema>;

export const adminMailJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** When the next attempt is due (pending jobs). */
  run_after: z.string(),
  sent_at: z.string().nullable(),
});
export type AdminMailJob = z.infer<typeof adminMailJobSchema>;

export const adminMailJobsResponseSchema = adminListResponseSchema(adminMailJobSchema);
