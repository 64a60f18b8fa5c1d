import 'server-only';
import { count, ilike, inArray, or, sql } from 'drizzle-orm';
import { containsPattern } from '@/lib/server/db/like-pattern';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminTrendSummary } from '@/lib/api/contract/admin/trends';
import type { Locale } from '@/lib/config/locales';
import type { Db } from '@/lib/server/db';
import { trendProducts, trends, trendTranslations } from '@/lib/server/db/schema';
import { pageWindow, sortOrder } from '../list-helpers';
import { localesOf, titleIn } from '../translated-columns';

export const trendTexts = {
  table: trendTranslations,
  owner: trendTranslations.trendId,
  locale: trendTranslations.locale,
  title: trendTranslations.title,
};

/**
 * The trend articles, newest first unless sorted by title: each with its title in the admin's language
 * (or another it has), its languages, how many products it links and whether the shop shows it.
 */
export async function listAdminTrends(
  db: Db,
  query: AdminListQuery,
  locale: Locale,
): Promise<AdminListResponse<AdminTrendSummary>> {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? inArray(
        trends.id,
        db
          .select({ id: trendTranslations.trendId })
          .from(trendTranslations)
          .where(or(ilike(trendTranslations.title, pattern), ilike(trendTranslations.slug, pattern))),
      )
    : undefined;
  const title = titleIn(trendTexts, trends.id, locale);
  const { limit, offset } = pageWindow(query);
  const sortable = { title: sql`lower(${title})`, published_at: trends.publishedAt };
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: trends.id,
        title,
        locales: localesOf(trendTexts, trends.id),
        products: sql<number>`(select count(*) from ${trendProducts}
          where ${trendProducts.trendId} = ${trends.id})::integer`,
        isActive: trends.isActive,
        isDue: sql<boolean>`${trends.publishedAt} <= now()`,
        publishedAt: trends.publishedAt,
      })
      .from(trends)
      .where(where)
      .orderBy(...sortOrder(query, sortable, 'published_at', trends.id, 'desc'))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(trends).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      locales: row.locales,
      products: Number(row.products),
      is_active: row.isActive,
      is_published: row.isActive && row.isDue,
      published_at: row.publishedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
