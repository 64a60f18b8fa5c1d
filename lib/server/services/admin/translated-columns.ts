import 'server-only';
import { type AnyColumn, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/config/locales';

/** A table of per-language texts: the record each row translates, its language and its title. */
export interface TranslationTable {
  table: PgTable;
  owner: AnyColumn;
  locale: AnyColumn;
  title: AnyColumn;
}

/** The record's title in `locale`, else in another language it has, else empty: for admin lists. */
export function titleIn(texts: TranslationTable, recordId: AnyColumn, locale: Locale): SQL<string> {
  return sql<string>`coalesce((select ${texts.title} from ${texts.table}
    where ${texts.owner} = ${recordId}
    order by ${texts.locale} = ${locale} desc, ${texts.locale} limit 1), '')`;
}

/** The languages the record has, in alphabetical order. */
export function localesOf(texts: TranslationTable, recordId: AnyColumn): SQL<Locale[]> {
  return sql<Locale[]>`coalesce((select array_agg(${texts.locale} order by ${texts.locale})
    from ${texts.table} where ${texts.owner} = ${recordId}), '{}')`;
}
