import { z } from 'zod';
import { type AdminCmsPage, cmsPageInputSchema } from '@/lib/api/contract/admin/cms-pages';
import { type AdminTrend, trendInputSchema } from '@/lib/api/contract/admin/trends';
import { describes } from './fits';

/** Where the shop shows the record in each language it has. */
const urlsSchema = z.object({
  sk: z.string().optional(),
  cs: z.string().optional(),
  en: z.string().optional(),
});

export const adminCmsPageSchema = describes<AdminCmsPage>()(
  z.object({
    id: z.number().int(),
    key: z.string(),
    is_active: z.boolean(),
    is_fixed: z.boolean(),
    translations: cmsPageInputSchema.shape.translations,
    urls: urlsSchema,
  }),
);

export const adminTrendSchema = describes<AdminTrend>()(
  z.object({
    id: z.number().int(),
    is_active: z.boolean(),
    /** Shop time as `datetime-local` shows it. */
    published_at: z.string(),
    media_id: z.number().int().nullable(),
    image: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
    translations: trendInputSchema.shape.translations,
    products: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() })),
    urls: urlsSchema,
  }),
);
