import 'server-only';
import { and, inArray, ne, sql } from 'drizzle-orm';
import { type Locale, locales } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { categoryTranslations, topicTranslations, trendTranslations } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';

type SlugTable = typeof categoryTranslations | typeof topicTranslations | typeof trendTranslations;

function ownerColumn(table: SlugTable) {
  if (table === categoryTranslations) return categoryTranslations.categoryId;
  if (table === topicTranslations) return topicTranslations.topicId;
  return trendTranslations.trendId;
}

/**
 * 409 SLUG_TAKEN naming each language whose slug another record of the table (a category, topic or trend)
 * already has; a language left out has no slug to check.
 */
export async function assertSlugsFree(
  db: DbOrTx,
  table: SlugTable,
  slugs: Partial<Record<Locale, string>>,
  ownId: number | null,
): Promise<void> {
  const wanted = Object.values(slugs);
  if (wanted.length === 0) return;
  const owner = ownerColumn(table);
  const taken = await db
    .select({ locale: table.locale, slug: table.slug })
    .from(table)
    .where(and(inArray(table.slug, wanted), ownId === null ? sql`true` : ne(owner, ownId)));
  const fields: Record<string, string[]> = {};
  for (const locale of locales) {
    if (taken.some((row) => row.locale === locale && row.slug === slugs[locale])) {
      fields[`translations.${locale}.slug`] = ['slugTaken'];
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError('SLUG_TAKEN', undefined, { status: 409, fields });
}
