import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { ListingFilters } from '@/lib/listing/listing-query';

/** One active filter as a boolean column of the `filtered` CTE. */
export interface FilterColumn {
  column: string;
  condition: SQL;
  /** Set for a parameter filter: its facet ignores this column for values of the same parameter. */
  parameterName?: string;
}

function list(values: (string | number)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** The visitor's filters on the `base` CTE row `b`; none at all when nothing is chosen. */
export function filterColumns(filters: ListingFilters, locale: Locale): FilterColumn[] {
  const columns: FilterColumn[] = [];
  if (filters.brands.length > 0) {
    columns.push({
      column: 'ok_brand',
      condition: sql`b.brand_id in (select id from brands where slug in (${list(filters.brands)}))`,
    });
  }
  if (filters.priceFrom !== null || filters.priceTo !== null) {
    const price = filters.priceWithoutVat ? sql`b.net_price` : sql`b.gross_price`;
    const from = filters.priceFrom === null ? sql`true` : sql`${price} >= ${filters.priceFrom * 100}`;
    const to = filters.priceTo === null ? sql`true` : sql`${price} <= ${filters.priceTo * 100}`;
    columns.push({ column: 'ok_price', condition: sql`(${from} and ${to})` });
  }
  if (filters.inStock) columns.push({ column: 'ok_stock', condition: sql`b.on_stock` });
  Object.entries(filters.parameters).forEach(([name, values], index) => {
    columns.push({
      column: `ok_param_${index}`,
      parameterName: name,
      condition: sql`exists (
          select 1 from product_parameters pp
          where pp.product_id = b.id and pp.locale = ${locale} and pp.name = ${name}
            and pp.value in (${list(values)})
        )`,
    });
  });
  return columns;
}

/** `c1 and c2 …` over the given columns of `filtered` (aliased `alias`), or `true`. */
export function allOf(columns: FilterColumn[], alias = 'f'): SQL {
  if (columns.length === 0) return sql`true`;
  return sql.join(
    columns.map(({ column }) => sql.raw(`${alias}.${column}`)),
    sql` and `,
  );
}

export function allExcept(columns: FilterColumn[], excluded: string): SQL {
  return allOf(columns.filter(({ column }) => column !== excluded));
}

/**
 * For the parameter facet row `pp`: every filter applies except the one on `pp`'s own parameter, so
 * the values of a parameter count as alternatives to each other.
 */
export function allForParameterFacet(columns: FilterColumn[]): SQL {
  if (columns.length === 0) return sql`true`;
  return sql.join(
    columns.map(({ column, parameterName }) =>
      parameterName === undefined
        ? sql.raw(`f.${column}`)
        : sql`(pp.name = ${parameterName} or ${sql.raw(`f.${column}`)})`,
    ),
    sql` and `,
  );
}
