import { z } from 'zod';
import { locales } from '@/lib/config/locales';

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Image = z.infer<typeof imageSchema>;

/** `GET /api/category/` and `GET /api/topic/`; without `locale_id` the request's locale is used. */
export const menuQuerySchema = z.object({
  locale_id: z.preprocess((value) => (value === '' ? undefined : value), z.enum(locales).optional()),
});
export type MenuQuery = z.infer<typeof menuQuerySchema>;

export const menuItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The item's page in the requested locale, e.g. `/kategorie/sklo` or `/en/category/glass`. */
  url: z.string(),
  has_child: z.boolean(),
  is_root: z.boolean(),
  /** The image's URL; always null for topics (they have no images). */
  img_path: z.string().nullable(),
  image: imageSchema.nullable(),
  icon: z.string().nullable(),
  icon_name: z.string().nullable(),
  menu_icon_name: z.string().nullable(),
  order_number: z.number().int(),
  root_id: z.number().int().nullable(),
  parent_id: z.number().int().nullable(),
  is_brand_taxon: z.boolean(),
  /** UI state of the menu; the server always sends false. */
  open: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** Spec §3: stored as a map by parent id with a root list; both ordered by order_number, then id. */
export const menuTreeSchema = z.object({
  roots: z.array(menuItemSchema),
  byParent: z.record(z.string(), z.array(menuItemSchema)),
});
export type MenuTree = z.infer<typeof menuTreeSchema>;

export const categoryMenuResponseSchema = z.object({ categories: menuTreeSchema });
export type CategoryMenuResponse = z.infer<typeof categoryMenuResponseSchema>;

export const topicMenuResponseSchema = z.object({ topics: menuTreeSchema });
export type TopicMenuResponse = z.infer<typeof topicMenuResponseSchema>;
