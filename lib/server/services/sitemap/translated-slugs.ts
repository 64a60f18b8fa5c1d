import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';

export interface TranslatedRecord {
  id: number;
  /** A fixed CMS page's key; null for everything else. */
  key: string | null;
  slugs: Partial<Record<Locale, string>>;
  lastModified: Date | null;
}

interface SlugRow {
  id: number;
  key: string | null;
  locale: Locale;
  slug: string;
  modified: Date | string | null;
}

/**
 * Records with their slug in every locale, from a query that answers one row per translation with
 * `id, key, locale, slug, modified`, ordered by id.
 */
export async function translatedSlugs(db: DbOrTx, query: SQL): Promise<TranslatedRecord[]> {
  const records = new Map<number, TranslatedRecord>();
  for (const row of sqlRows<SlugRow>(await db.execute(query))) {
    let record = records.get(row.id);
    if (!record) {
      record = {
        id: row.id,
        key: row.key,
        slugs: {},
        lastModified: row.modified === null ? null : new Date(row.modified),
      };
      records.set(row.id, record);
    }
    record.slugs[row.locale] = row.slug;
  }
  return [...records.values()];
}
