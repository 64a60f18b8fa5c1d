import { z } from 'zod';
import { locales } from '@/lib/config/locales';

export const PAGE_VIEW_PATH_MAX = 500;

/** POST /api/page-views, sent 250 ms after a route change (spec §4); answers 204. */
export const pageViewRequestSchema = z.object({
  path: z
    .string()
    .min(1, 'required')
    .max(PAGE_VIEW_PATH_MAX, `maxLength|${PAGE_VIEW_PATH_MAX}`)
    .refine((path) => path.startsWith('/'), 'localPath'),
  locale: z.enum(locales),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;
