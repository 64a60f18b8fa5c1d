import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { categories, categoryTranslations, media, topics, topicTranslations } from '@/lib/server/db/schema';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { deleteUnusedUpload, removeUploadFiles } from '../media-upload';
import { categoryImageUsed } from './category-image';

interface Contents {
  products: number | string;
  children: number | string;
}

/**
 * Deletes an empty category. One with subcategories or products is refused with 409 CATEGORY_NOT_EMPTY
 * (the database would cascade the subcategories and silently unlink the products).
 */
export async function deleteCategory(db: Db, caller: AdminCaller, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: categoryTranslations.name, imageId: categories.imageId, path: media.path })
      .from(categories)
      .leftJoin(
        categoryTranslations,
        sql`${categoryTranslations.categoryId} = ${categories.id} and ${categoryTranslations.locale} = 'sk'`,
      )
      .leftJoin(media, eq(media.id, categories.imageId))
      .where(eq(categories.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    const [contents] = sqlRows<Contents>(
      await tx.execute(sql`
        select
          (select count(*) from products p where p.main_category_id = ${id}
             or exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${id})
          ) as products,
          (select count(*) from categories c where c.parent_id = ${id}) as children
      `),
    );
    const products = Number(contents?.products ?? 0);
    const children = Number(contents?.children ?? 0);
    if (products > 0 || children > 0) {
      throw new AppError('CATEGORY_NOT_EMPTY', undefined, { status: 409 });
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, caller, { action: 'category-delete', entityId: id, summary: row.name ?? '' });
    if (row.imageId && row.path) {
      const imageId = row.imageId;
      if (await deleteUnusedUpload(tx, imageId, row.path, () => categoryImageUsed(tx, imageId)))
        return [row.path];
    }
    return [];
  });
  await removeUploadFiles(removed);
  expireCacheTag(cacheTags.catalog);
}

/** Deletes a topic without subtopics; one with subtopics is refused with 409 TOPIC_NOT_EMPTY. */
export async function deleteTopic(db: Db, caller: AdminCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: topicTranslations.name })
      .from(topics)
      .leftJoin(
        topicTranslations,
        sql`${topicTranslations.topicId} = ${topics.id} and ${topicTranslations.locale} = 'sk'`,
      )
      .where(eq(topics.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    const [child] = await tx.select({ id: topics.id }).from(topics).where(eq(topics.parentId, id)).limit(1);
    if (child) throw new AppError('TOPIC_NOT_EMPTY', undefined, { status: 409 });
    await tx.delete(topics).where(eq(topics.id, id));
    await recordAudit(tx, caller, { action: 'topic-delete', entityId: id, summary: row.name ?? '' });
  });
  expireCacheTag(cacheTags.content);
  expireCacheTag(cacheTags.catalog);
}
