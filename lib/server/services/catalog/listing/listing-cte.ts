import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { lowestNetPriceLateral } from '@/lib/server/services/product-sql';
import { baseCondition, baseCtes, baseSource, type ListingBase, relevanceColumns } from './listing-base';
import type { FilterColumn } from './listing-filter-sql';
import { grossPriceSql } from './listing-price-sql';

export interface ListingCteInput {
  base: ListingBase;
  columns: FilterColumn[];
  locale: Locale;
  channel: Channel;
  czkPerEur: number;
  /** The tree of the base's category (`categoryTreeIds`), null when the base has no category. */
  categoryIds: number[] | null;
}

/**
 * `with recursive …`: `base` = the listing's products with what cards, filters and sorting need;
 * `filtered` = the same rows with one boolean column per active filter, so that each facet can apply
 * all the other filters without evaluating them again.
 */
export function listingCte(input: ListingCteInput): SQL {
  const { base, columns, locale, channel, czkPerEur, categoryIds } = input;
  const ctes = baseCtes(base, locale);
  const flags = columns.map(({ column, condition }) => sql`, ${condition} as ${sql.raw(column)}`);
  return sql`with recursive ${ctes ? sql`${ctes},` : sql``}
    base as (
      select p.id, p.brand_id, p.vat_class, p.is_new, p.is_sale, p.is_recommended, p.sales_count,
             p.boost_score, p.created_at, t.name, t.slug, t.parameter_names, t.parameter_values,
             ${relevanceColumns(base)},
             prices.net_price, prices.price_count, prices.in_stock, prices.on_stock,
             ${grossPriceSql(channel)} as gross_price
      from ${baseSource(base)}
      join product_translations t on t.product_id = p.id and t.locale = ${locale}
      ${lowestNetPriceLateral(channel, czkPerEur)}
      where p.is_active and ${baseCondition(base, categoryIds)}
    ),
    filtered as (
      select b.* ${sql.join(flags, sql``)} from base b
    )`;
}
