import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { ListingFilters } from '@/lib/listing/listing-query';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import type { CardRow } from '@/lib/server/services/product-cards';
import { type CardsPage, cardsPageJsonSql } from './listing-cards';
import { allExcept, allForParameterFacet, allOf } from './listing-filter-sql';
import { jsonColumn } from './listing-json';
import type { BrandFacet, ListingFacets, ParameterFacet } from './listing-types';

interface SummaryRow {
  total: number | string;
  in_stock_count: number | string;
  price_min: number | string | null;
  price_max: number | string | null;
  net_price_min: number | string | null;
  net_price_max: number | string | null;
  brands: unknown;
  parameters: unknown;
  cards: unknown;
}

interface CountedBrand {
  slug: string;
  name: string;
  n: number | string;
}

interface CountedValue {
  name: string;
  value: string;
  n: number | string;
}

const numeric = new Intl.Collator('sk', { numeric: true, sensitivity: 'base' });

/** Parameters that a quarter of the selection has come first; within one parameter, values in natural order. */
function toParameterFacets(rows: CountedValue[], filters: ListingFilters): ParameterFacet[] {
  const byName = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const values = byName.get(row.name) ?? new Map<string, number>();
    values.set(row.value, Number(row.n));
    byName.set(row.name, values);
  }
  for (const [name, chosen] of Object.entries(filters.parameters)) {
    const values = byName.get(name) ?? new Map<string, number>();
    for (const value of chosen) if (!values.has(value)) values.set(value, 0);
    byName.set(name, values);
  }
  return [...byName.entries()]
    .map(([name, values]) => ({
      name,
      reach: [...values.values()].reduce((sum, count) => sum + count, 0),
      values: [...values.entries()]
        .map(([value, count]) => ({
          value,
          count,
          selected: filters.parameters[name]?.includes(value) ?? false,
        }))
        .sort((a, b) => numeric.compare(a.value, b.value)),
    }))
    .sort((a, b) => b.reach - a.reach || numeric.compare(a.name, b.name))
    .map(({ name, values }) => ({ name, values }));
}

function toBrandFacets(rows: CountedBrand[], filters: ListingFilters): BrandFacet[] {
  return rows
    .map((row) => ({
      slug: row.slug,
      name: row.name,
      count: Number(row.n),
      selected: filters.brands.includes(row.slug),
    }))
    .sort((a, b) => numeric.compare(a.name, b.name));
}

export interface ListingSummary {
  total: number;
  facets: ListingFacets;
  /** The rows of the page asked for, in order (empty past the last page). */
  cards: CardRow[];
}

/**
 * Total, facet counts, price range and the asked page's cards of a listing in one statement over the
 * `filtered` CTE, which the database then computes once.
 */
export async function listingSummary(
  db: DbOrTx,
  input: { cte: SQL; filters: ListingFilters; page: CardsPage },
): Promise<ListingSummary> {
  const { cte, filters, page } = input;
  const { columns } = page;
  const result = await db.execute(sql`${cte}
    select
      ${cardsPageJsonSql(page)} as cards,
      (select count(*) from filtered f where ${allOf(columns)}) as total,
      (select count(*) from filtered f where ${allExcept(columns, 'ok_stock')} and f.on_stock)
        as in_stock_count,
      (select min(f.gross_price) from filtered f where ${allExcept(columns, 'ok_price')}) as price_min,
      (select max(f.gross_price) from filtered f where ${allExcept(columns, 'ok_price')}) as price_max,
      (select min(f.net_price) from filtered f where ${allExcept(columns, 'ok_price')}) as net_price_min,
      (select max(f.net_price) from filtered f where ${allExcept(columns, 'ok_price')}) as net_price_max,
      (select json_agg(x) from (
        select br.slug, br.name, count(*) as n
        from filtered f join brands br on br.id = f.brand_id
        where ${allExcept(columns, 'ok_brand')}
        group by br.slug, br.name
      ) x) as brands,
      (select json_agg(x) from (
        select pp.name, pp.value, count(*) as n
        from filtered f cross join unnest(f.parameter_names, f.parameter_values) as pp (name, value)
        where ${allForParameterFacet(columns)}
        group by pp.name, pp.value
      ) x) as parameters
  `);
  const [row] = sqlRows<SummaryRow>(result);
  if (!row) throw new Error('The listing summary returned no row');
  const hasPrices = row.price_min !== null && row.price_max !== null;
  return {
    total: Number(row.total),
    cards: jsonColumn<CardRow[]>(row.cards, []),
    facets: {
      brands: toBrandFacets(jsonColumn<CountedBrand[]>(row.brands, []), filters),
      parameters: toParameterFacets(jsonColumn<CountedValue[]>(row.parameters, []), filters),
      inStock: { count: Number(row.in_stock_count), selected: filters.inStock },
      price: hasPrices
        ? {
            min: Number(row.price_min),
            max: Number(row.price_max),
            netMin: Number(row.net_price_min),
            netMax: Number(row.net_price_max),
          }
        : null,
    },
  };
}
