import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { ListingFilters } from '@/lib/listing/listing-query';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';

async function knownBrands(db: DbOrTx, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const list = sql.join(
    slugs.map((slug) => sql`${slug}`),
    sql`, `,
  );
  const rows = sqlRows<{ slug: string }>(
    await db.execute(sql`select slug from brands where is_active and slug in (${list})`),
  );
  const known = new Set(rows.map((row) => row.slug));
  return slugs.filter((slug) => known.has(slug));
}

async function knownParameters(
  db: DbOrTx,
  parameters: Record<string, string[]>,
  locale: Locale,
): Promise<Record<string, string[]>> {
  const pairs = Object.entries(parameters).flatMap(([name, values]) =>
    values.map((value) => ({ name, value })),
  );
  if (pairs.length === 0) return {};
  const list = sql.join(
    pairs.map(({ name, value }) => sql`(${name}, ${value})`),
    sql`, `,
  );
  const rows = sqlRows<{ name: string; value: string }>(
    await db.execute(sql`
      select distinct name, value from product_parameters
      where locale = ${locale} and (name, value) in (${list})
    `),
  );
  const known: Record<string, string[]> = {};
  for (const { name, value } of pairs) {
    if (rows.some((row) => row.name === name && row.value === value)) (known[name] ??= []).push(value);
  }
  return known;
}

/**
 * A shared or stale link may name a brand or parameter value the shop does not have (in this language):
 * such a filter is ignored rather than emptying the page.
 */
export async function withKnownFilters(
  db: DbOrTx,
  filters: ListingFilters,
  locale: Locale,
): Promise<ListingFilters> {
  const [brands, parameters] = [
    await knownBrands(db, filters.brands),
    await knownParameters(db, filters.parameters, locale),
  ];
  return { ...filters, brands, parameters };
}
