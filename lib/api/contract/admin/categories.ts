import { z } from 'zod';
import { optionalText, requiredTrimmedText } from '@/lib/forms/rules';
import { slugSchema } from './slug';
import { recordId } from '../record-id';

export const CATEGORY_NAME_MAX = 200;
export const CATEGORY_DESCRIPTION_MAX = 20_000;
export const ICON_NAME_MAX = 50;

/** An icon of the shop's icon set, by name ("plate", "glass"); empty for none. */
const iconName = z
  .string()
  .trim()
  .max(ICON_NAME_MAX, `maxLength|${ICON_NAME_MAX}`)
  .regex(/^[a-z0-9-]*$/, 'iconName');

const categoryTranslation = z.object({
  name: requiredTrimmedText(CATEGORY_NAME_MAX),
  slug: slugSchema,
  description: optionalText(CATEGORY_DESCRIPTION_MAX),
});

const topicTranslation = z.object({
  name: requiredTrimmedText(CATEGORY_NAME_MAX),
  slug: slugSchema,
  content: optionalText(CATEGORY_DESCRIPTION_MAX),
});

/** `POST /api/admin/kategorie` and `PUT /api/admin/kategorie/{id}`. */
export const categoryInputSchema = z.object({
  translations: z.object({ sk: categoryTranslation, cs: categoryTranslation, en: categoryTranslation }),
  parent_id: recordId().nullable(),
  icon_name: iconName,
  menu_icon_name: iconName,
  is_active: z.boolean(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const TOPIC_CATEGORIES_MAX = 200;

/** The categories whose products (with their subcategories') a topic's page offers. */
const topicCategoryIds = z
  .array(recordId())
  .max(TOPIC_CATEGORIES_MAX, `maxItems|${TOPIC_CATEGORIES_MAX}`)
  .refine((ids) => new Set(ids).size === ids.length, 'duplicate');

/** `POST /api/admin/kategorie/temy` and `PUT /api/admin/kategorie/temy/{id}`. */
export const topicInputSchema = z.object({
  translations: z.object({ sk: topicTranslation, cs: topicTranslation, en: topicTranslation }),
  parent_id: recordId().nullable(),
  icon_name: iconName,
  is_active: z.boolean(),
  category_ids: topicCategoryIds,
});
export type TopicInput = z.infer<typeof topicInputSchema>;

const nodeTranslation = categoryTranslation.extend({
  description: categoryTranslation.shape.description.optional(),
  content: topicTranslation.shape.content.optional(),
});

/**
 * The one form that edits both a category and a topic: each field as either schema checks it, the fields
 * only one of them has optional. The API checks the result with the kind's own schema.
 */
export const treeNodeFormSchema = categoryInputSchema.extend({
  translations: z.object({ sk: nodeTranslation, cs: nodeTranslation, en: nodeTranslation }),
  menu_icon_name: iconName.optional(),
  category_ids: topicCategoryIds.optional(),
});
export type TreeNodeFormValues = z.infer<typeof treeNodeFormSchema>;

/** `POST …/{id}/poradie`: one place up or down among the siblings. */
export const moveInputSchema = z.object({ direction: z.enum(['up', 'down']) });

/** One node of the admin's category or topic tree, in menu order (parents before their children). */
export interface AdminTreeNode {
  id: number;
  parent_id: number | null;
  depth: number;
  name: string;
  slug: string;
  is_active: boolean;
  is_brand_taxon: boolean;
  icon_name: string | null;
  image: string | null;
  /** Products in the category (its main or another category); 0 for topics. */
  products: number;
  children: number;
}

export interface AdminCategoryTree {
  categories: AdminTreeNode[];
  topics: AdminTreeNode[];
}

export interface AdminCategory {
  id: number;
  input: CategoryInput;
  image: { media_id: number; url: string; width: number; height: number } | null;
}

export interface AdminTopic {
  id: number;
  input: TopicInput;
}
