import 'server-only';
import { and, inArray, ne, sql } from 'drizzle-orm';
import { type Locale, locales } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { categoryTranslations, topicTranslations } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';

type SlugTable = typeof categoryTranslations | typeof topicTranslations;

function ownerColumn(table: SlugTable) {
  return table === categoryTranslations ? categoryTranslations.categoryId : topicTranslations.topicId;
}

/** 409 SLUG_TAKEN naming each language whose slug another category (or topic) already has. */
export async function assertSlugsFree(
  db: DbOrTx,
  table: SlugTable,
  slugs: Record<Locale, string>,
  ownId: number | null,
): Promise<void> {
  const owner = ownerColumn(table);
  const taken = await db
    .select({ locale: table.locale, slug: table.slug })
    .from(table)
    .where(and(inArray(table.slug, Object.values(slugs)), ownId === null ? sql`true` : ne(owner, ownId)));
  const fields: Record<string, string[]> = {};
  for (const locale of locales) {
    if (taken.some((row) => row.locale === locale && row.slug === slugs[locale])) {
      fields[`translations.${locale}.slug`] = ['slugTaken'];
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError('SLUG_TAKEN', undefined, { status: 409, fields });
}
