import { z } from 'zod';
import { recordIdParam } from '../record-id';

export const ADMIN_PAGE_SIZES = [20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_SEARCH_MAX = 200;

/**
 * The query of every admin list (`GET /api/admin/{section}` and the page's URL): full-text `q`, one sort
 * column with its direction, and the page. Unknown sort columns fall back to the list's default.
 */
export const adminListQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional().default(''),
  sort: z.string().max(64).optional(),
  dir: z.enum(['asc', 'desc']).optional().default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((value) => (ADMIN_PAGE_SIZES as readonly number[]).includes(value))
    .optional()
    .default(ADMIN_DEFAULT_PAGE_SIZE),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** One page of an admin list with the total count for the pagination. */
export function adminListResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}
export interface AdminListResponse<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** Ids in admin paths (`/api/admin/{section}/{id}`). */
export const adminIdParamsSchema = z.object({ id: recordIdParam() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  user_email: z.string(),
  section: z.string(),
  action: z.string(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = adminListResponseSchema(auditEntrySchema);
