import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { AdminCategory, AdminTopic } from '@/lib/api/contract/admin/categories';
import { type Locale, locales } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import {
  categories,
  categoryTranslations,
  media,
  topicCategories,
  topics,
  topicTranslations,
} from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { imageRef, type ImageRef } from '@/lib/server/services/media';

function perLocale<T>(read: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, read(locale)])) as Record<Locale, T>;
}

function withMediaId(mediaId: number, image: ImageRef | null) {
  return image ? { media_id: mediaId, ...image } : null;
}

/** A category as its form shows it; 404 when there is none. */
export async function readAdminCategory(db: DbOrTx, id: number): Promise<AdminCategory> {
  const [row] = await db
    .select({ category: categories, path: media.path, width: media.width, height: media.height })
    .from(categories)
    .leftJoin(media, eq(media.id, categories.imageId))
    .where(eq(categories.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const texts = await db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, id));
  const { category } = row;
  return {
    id,
    input: {
      translations: perLocale((locale) => {
        const text = texts.find((entry) => entry.locale === locale);
        return { name: text?.name ?? '', slug: text?.slug ?? '', description: text?.description ?? '' };
      }),
      parent_id: category.parentId,
      icon_name: category.iconName ?? '',
      menu_icon_name: category.menuIconName ?? '',
      is_active: category.isActive,
    },
    image: category.imageId ? withMediaId(category.imageId, imageRef(row)) : null,
  };
}

/** A topic as its form shows it; 404 when there is none. */
export async function readAdminTopic(db: DbOrTx, id: number): Promise<AdminTopic> {
  const [topic] = await db.select().from(topics).where(eq(topics.id, id));
  if (!topic) throw new AppError('NOT_FOUND');
  const [texts, linked] = await Promise.all([
    db.select().from(topicTranslations).where(eq(topicTranslations.topicId, id)),
    db
      .select({ categoryId: topicCategories.categoryId })
      .from(topicCategories)
      .where(eq(topicCategories.topicId, id))
      .orderBy(asc(topicCategories.categoryId)),
  ]);
  return {
    id,
    input: {
      translations: perLocale((locale) => {
        const text = texts.find((entry) => entry.locale === locale);
        return { name: text?.name ?? '', slug: text?.slug ?? '', content: text?.content ?? '' };
      }),
      parent_id: topic.parentId,
      icon_name: topic.iconName ?? '',
      is_active: topic.isActive,
      category_ids: linked.map((row) => row.categoryId),
    },
  };
}
