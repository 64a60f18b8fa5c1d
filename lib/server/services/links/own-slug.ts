import 'server-only';
import { getTableName, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import {
  categoryTranslations,
  cmsPageTranslations,
  productTranslations,
  topicTranslations,
  trendTranslations,
} from '@/lib/server/db/schema';
import { sqlRows } from '@/lib/server/db/sql-rows';
import type { SlugKind } from './slug-kinds';

const sources = {
  product: { table: productTranslations, owner: productTranslations.productId },
  category: { table: categoryTranslations, owner: categoryTranslations.categoryId },
  topic: { table: topicTranslations, owner: topicTranslations.topicId },
  cmsPage: { table: cmsPageTranslations, owner: cmsPageTranslations.pageId },
  trend: { table: trendTranslations, owner: trendTranslations.trendId },
} satisfies Record<SlugKind, unknown>;

/**
 * The slug in `locale` of the record that `slug` names in any language: itself when it is that language's
 * already, null when no record has it. A link shared in one language then opens in another.
 */
export async function ownSlug(
  db: DbOrTx,
  kind: SlugKind,
  slug: string,
  locale: Locale,
): Promise<string | null> {
  const { table, owner } = sources[kind];
  const name = sql.identifier(getTableName(table));
  const ownerColumn = sql.identifier(owner.name);
  const [row] = sqlRows<{ slug: string }>(
    await db.execute(sql`
      select own.slug from ${name} other
      join ${name} own on own.${ownerColumn} = other.${ownerColumn} and own.locale = ${locale}
      where other.slug = ${slug}
      order by other.locale = ${locale} desc, other.locale
      limit 1
    `),
  );
  return row?.slug ?? null;
}
