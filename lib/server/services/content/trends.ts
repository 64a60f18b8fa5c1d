import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { sanitizeRichText } from '@/lib/server/content/sanitize-rich-text';
import { imageRef, type ImageRef } from '../media';

export interface TrendSummary {
  id: number;
  slug: string;
  title: string;
  perex: string;
  /** ISO 8601 (the article is cached as JSON). */
  publishedAt: string;
  /** The article's own image, else its first product's. */
  image: ImageRef | null;
}

export interface TrendArticle extends TrendSummary {
  content: string;
  slugs: Partial<Record<Locale, string>>;
  productIds: number[];
}

export interface TrendPage {
  items: TrendSummary[];
  page: number;
  pageCount: number;
}

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  perex: string;
  content: string;
  published_at: Date | string;
  path: string | null;
  width: number | null;
  height: number | null;
}

/** Published, active trends in `locale` with the image each one shows. */
const summaries = (locale: Locale) => sql`
  select tr.id, t.slug, t.title, t.perex, t.content, tr.published_at,
         coalesce(own.path, first.path) as path, coalesce(own.width, first.width) as width,
         coalesce(own.height, first.height) as height
  from trends tr
  join trend_translations t on t.trend_id = tr.id and t.locale = ${locale}
  left join media own on own.id = tr.media_id
  left join lateral (
    select md.path, md.width, md.height
    from trend_products tp
    join product_images pi on pi.product_id = tp.product_id
    join media md on md.id = pi.media_id
    where tp.trend_id = tr.id
    order by tp.position, pi.position
    limit 1
  ) first on true
  where tr.is_active and tr.published_at <= now()`;

function toSummary(row: SummaryRow): TrendSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    perex: row.perex,
    publishedAt: new Date(row.published_at).toISOString(),
    image: imageRef(row),
  };
}

/** Newest first, `perPage` a page; a page past the end answers the last one. */
export async function listTrends(
  db: DbOrTx,
  options: { locale: Locale; page: number; perPage: number },
): Promise<TrendPage> {
  const { locale, perPage } = options;
  const [counted] = sqlRows<{ total: number | string }>(
    await db.execute(sql`select count(*) as total from (${summaries(locale)}) s`),
  );
  const pageCount = Math.max(1, Math.ceil(Number(counted?.total ?? 0) / perPage));
  const page = Math.min(Math.max(1, Math.trunc(options.page)), pageCount);
  const rows = sqlRows<SummaryRow>(
    await db.execute(sql`${summaries(locale)}
      order by tr.published_at desc, tr.id desc
      limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  return { items: rows.map(toSummary), page, pageCount };
}

/** One article by its slug in `locale`, with its linked products in the editor's order. */
export async function getTrend(
  db: DbOrTx,
  options: { locale: Locale; slug: string },
): Promise<TrendArticle | null> {
  const [row] = sqlRows<SummaryRow>(
    await db.execute(sql`${summaries(options.locale)} and t.slug = ${options.slug}`),
  );
  if (!row) return null;
  const [slugRows, productRows] = await Promise.all([
    db.execute(sql`select locale, slug from trend_translations where trend_id = ${row.id}`),
    db.execute(
      sql`select product_id from trend_products where trend_id = ${row.id} order by position, product_id`,
    ),
  ]);
  return {
    ...toSummary(row),
    content: sanitizeRichText(row.content),
    slugs: Object.fromEntries(
      sqlRows<{ locale: Locale; slug: string }>(slugRows).map((r) => [r.locale, r.slug]),
    ),
    productIds: sqlRows<{ product_id: number }>(productRows).map((r) => r.product_id),
  };
}
