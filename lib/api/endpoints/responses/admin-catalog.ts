import { z } from 'zod';
import {
  type AdminCategory,
  type AdminCategoryTree,
  type AdminTopic,
  categoryInputSchema,
  topicInputSchema,
} from '@/lib/api/contract/admin/categories';
import { describes } from './fits';

const treeNodeSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  depth: z.number().int(),
  name: z.string(),
  slug: z.string(),
  is_active: z.boolean(),
  is_brand_taxon: z.boolean(),
  icon_name: z.string().nullable(),
  image: z.string().nullable(),
  /** Products in the category (its main or another category); 0 for topics. */
  products: z.number().int(),
  children: z.number().int(),
});

/** `GET /api/admin/kategorie`: both trees in menu order, parents before their children. */
export const adminCategoryTreeSchema = describes<AdminCategoryTree>()(
  z.object({ categories: z.array(treeNodeSchema), topics: z.array(treeNodeSchema) }),
);

export const adminCategorySchema = describes<AdminCategory>()(
  z.object({
    id: z.number().int(),
    input: categoryInputSchema,
    image: z
      .object({ media_id: z.number().int(), url: z.string(), width: z.number(), height: z.number() })
      .nullable(),
  }),
);

export const adminTopicSchema = describes<AdminTopic>()(
  z.object({ id: z.number().int(), input: topicInputSchema }),
);
