import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { AdminTopic, TopicInput } from '@/lib/api/contract/admin/categories';
import { locales } from '@/lib/config/locales';
import type { Db, Tx } from '@/lib/server/db';
import { categories, topicCategories, topics, topicTranslations } from '@/lib/server/db/schema';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { sanitizeRichText } from '@/lib/server/content/sanitize-rich-text';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { readAdminTopic } from './category-read';
import { assertSlugsFree } from '../slug-conflicts';
import { nextOrderNumber, rootUnderParent, updateDescendantRoots } from './tree-table';

function slugsOf(input: TopicInput) {
  return { sk: input.translations.sk.slug, cs: input.translations.cs.slug, en: input.translations.en.slug };
}

async function writeTexts(tx: Tx, topicId: number, input: TopicInput) {
  await tx.delete(topicTranslations).where(eq(topicTranslations.topicId, topicId));
  await tx.insert(topicTranslations).values(
    locales.map((locale) => {
      const texts = input.translations[locale];
      return { topicId, locale, ...texts, content: sanitizeRichText(texts.content) };
    }),
  );
}

/** The topic's categories, replaced as a whole; an id that is no category is refused (422). */
async function writeCategories(tx: Tx, topicId: number, categoryIds: number[]) {
  const known = categoryIds.length
    ? await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds))
    : [];
  if (known.length !== categoryIds.length) {
    throw new AppError('BUSINESS_RULE', undefined, { fields: { category_ids: ['unknownCategory'] } });
  }
  await tx.delete(topicCategories).where(eq(topicCategories.topicId, topicId));
  if (categoryIds.length) {
    await tx.insert(topicCategories).values(categoryIds.map((categoryId) => ({ topicId, categoryId })));
  }
}

/** Topic pages and the topic bar are content; the topic menu comes with the catalog's menus. */
function expireTopicCaches() {
  expireCacheTag(cacheTags.content);
  expireCacheTag(cacheTags.catalog);
}

export async function createTopic(db: Db, caller: AdminCaller, input: TopicInput): Promise<AdminTopic> {
  const id = await db.transaction(async (tx) => {
    await assertSlugsFree(tx, topicTranslations, slugsOf(input), null);
    const rootId = await rootUnderParent(tx, 'topics', null, input.parent_id);
    const [row] = await tx
      .insert(topics)
      .values({
        parentId: input.parent_id,
        rootId,
        iconName: input.icon_name || null,
        isActive: input.is_active,
        orderNumber: await nextOrderNumber(tx, 'topics', input.parent_id),
      })
      .returning({ id: topics.id });
    await writeTexts(tx, row!.id, input);
    await writeCategories(tx, row!.id, input.category_ids);
    await recordAudit(tx, caller, {
      action: 'topic-create',
      entityId: row!.id,
      summary: `${input.translations.sk.name} (${input.category_ids.length} categories)`,
    });
    return row!.id;
  });
  expireTopicCaches();
  return readAdminTopic(db, id);
}

export async function updateTopic(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: TopicInput,
): Promise<AdminTopic> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(topics).where(eq(topics.id, id));
    if (!existing) throw new AppError('NOT_FOUND');
    await assertSlugsFree(tx, topicTranslations, slugsOf(input), id);
    const rootId = await rootUnderParent(tx, 'topics', id, input.parent_id);
    const moved = existing.parentId !== input.parent_id;
    await tx
      .update(topics)
      .set({
        parentId: input.parent_id,
        rootId,
        iconName: input.icon_name || null,
        isActive: input.is_active,
        ...(moved ? { orderNumber: await nextOrderNumber(tx, 'topics', input.parent_id) } : {}),
      })
      .where(eq(topics.id, id));
    if (moved) await updateDescendantRoots(tx, 'topics', id, rootId);
    await writeTexts(tx, id, input);
    await writeCategories(tx, id, input.category_ids);
    await recordAudit(tx, caller, {
      action: 'topic-update',
      entityId: id,
      summary: `${input.translations.sk.name} (${input.category_ids.length} categories)`,
    });
  });
  expireTopicCaches();
  return readAdminTopic(db, id);
}
