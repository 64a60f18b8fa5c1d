import 'server-only';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { topicTranslations, topics } from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { sanitizeRichText } from '@/lib/server/content/sanitize-rich-text';

export interface TopicLink {
  name: string;
  slug: string;
}

export interface TopicPage {
  id: number;
  name: string;
  content: string;
  slugs: Partial<Record<Locale, string>>;
  parent: TopicLink | null;
  children: TopicLink[];
}

async function topicLinks(db: DbOrTx, locale: Locale, where: SQL): Promise<TopicLink[]> {
  return db
    .select({ name: topicTranslations.name, slug: topicTranslations.slug })
    .from(topics)
    .innerJoin(
      topicTranslations,
      and(eq(topicTranslations.topicId, topics.id), eq(topicTranslations.locale, locale)),
    )
    .where(and(where, eq(topics.isActive, true)))
    .orderBy(asc(topics.orderNumber), asc(topics.id));
}

/** An active topic by its slug in `locale`, with its parent and sub-topics. */
export async function getTopicPage(
  db: DbOrTx,
  options: { locale: Locale; slug: string },
): Promise<TopicPage | null> {
  const { locale, slug } = options;
  const [topic] = await db
    .select({
      id: topics.id,
      parentId: topics.parentId,
      name: topicTranslations.name,
      content: topicTranslations.content,
    })
    .from(topicTranslations)
    .innerJoin(topics, eq(topics.id, topicTranslations.topicId))
    .where(
      and(eq(topicTranslations.locale, locale), eq(topicTranslations.slug, slug), eq(topics.isActive, true)),
    );
  if (!topic) return null;
  const [translations, parents, children] = await Promise.all([
    db
      .select({ locale: topicTranslations.locale, slug: topicTranslations.slug })
      .from(topicTranslations)
      .where(eq(topicTranslations.topicId, topic.id)),
    topic.parentId === null ? [] : topicLinks(db, locale, eq(topics.id, topic.parentId)),
    topicLinks(db, locale, eq(topics.parentId, topic.id)),
  ]);
  return {
    id: topic.id,
    name: topic.name,
    content: sanitizeRichText(topic.content),
    slugs: Object.fromEntries(translations.map((row) => [row.locale, row.slug])),
    parent: parents[0] ?? null,
    children,
  };
}

/**
 * The products a topic offers: those in its categories (and their subcategories), including the
 * categories of its active sub-topics; the recommended order (boost score, then sales) first.
 */
export async function listTopicProductIds(
  db: DbOrTx,
  options: { topicId: number; limit: number },
): Promise<number[]> {
  const result = await db.execute(sql`
    with recursive topic_tree as (
      select id from topics where id = ${options.topicId}
      union all
      select t.id from topics t join topic_tree tt on t.parent_id = tt.id where t.is_active
    ), category_tree as (
      select tc.category_id as id from topic_categories tc where tc.topic_id in (select id from topic_tree)
      union
      select c.id from categories c join category_tree ct on c.parent_id = ct.id where c.is_active
    )
    select p.id from products p
    where p.is_active and (
      p.main_category_id in (select id from category_tree)
      or exists (
        select 1 from product_categories pc
        where pc.product_id = p.id and pc.category_id in (select id from category_tree)
      )
    )
    order by p.boost_score desc, p.sales_count desc, p.id
    limit ${options.limit}
  `);
  return sqlRows<{ id: number }>(result).map((row) => row.id);
}
