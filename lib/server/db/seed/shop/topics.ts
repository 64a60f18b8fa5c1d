import { locales } from '@/lib/config/locales';
import { topicCategories, topicTranslations, topics } from '../../schema';
import type { Db } from '../../types';
import { requireRow } from './ids';
import { type TopicSeed, topicSeeds } from './topics-data';
import type { RootCategoryKey } from './types';

type CategoryId = (key: RootCategoryKey) => number | undefined;

async function insertTopic(
  db: Db,
  seed: TopicSeed,
  orderNumber: number,
  parent: { id: number; rootId: number } | null,
  categoryId: CategoryId,
): Promise<void> {
  const row = requireRow(
    await db
      .insert(topics)
      .values({ parentId: parent?.id ?? null, rootId: parent?.rootId ?? null, orderNumber })
      .returning({ id: topics.id }),
    'a topic',
  );
  await db
    .insert(topicTranslations)
    .values(locales.map((locale) => ({ topicId: row.id, locale, ...seed.translations[locale] })));
  const categoryIds = seed.categories.map(categoryId).filter((id) => id !== undefined);
  if (categoryIds.length > 0) {
    await db.insert(topicCategories).values(categoryIds.map((id) => ({ topicId: row.id, categoryId: id })));
  }
  const self = { id: row.id, rootId: parent?.rootId ?? row.id };
  for (const [index, child] of (seed.children ?? []).entries()) {
    await insertTopic(db, child, index + 1, self, categoryId);
  }
}

/** The curated topic menu; a root topic has no parent and no root_id, its descendants point at it. */
export async function seedTopics(db: Db, categoryIds: Map<string, number>): Promise<void> {
  const categoryId: CategoryId = (key) => categoryIds.get(key);
  for (const [index, seed] of topicSeeds.entries()) {
    await insertTopic(db, seed, index + 1, null, categoryId);
  }
}
