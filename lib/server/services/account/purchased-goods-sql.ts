import 'server-only';
import { escapeLike } from '@/lib/server/db/like-pattern';
import { type SQL, sql } from 'drizzle-orm';
import type { PurchasedGoodsSort } from '@/lib/api/contract/purchased-goods';
import type { Locale } from '@/lib/config/locales';
import { orderItems, orders } from '@/lib/server/db/schema';
import { searchWords } from '@/lib/server/services/search';
import { foldText } from '@/lib/text/fold';

/**
 * Every item bought in the scope's orders that were not cancelled, one row per variant (per code when
 * the variant is gone): the pieces and orders together, the last order's date, name and unit price.
 * Named columns: item_key, variant_id, code, name, unit_price_with_vat, unit_price_without_vat, currency,
 * total_quantity, order_count, last_ordered_at; and product_name, variant_name in `locale` for search.
 */
export function purchasedItemsCte(scope: SQL, locale: Locale): SQL {
  return sql`
    with bought as (
      select i.id as item_id, i.variant_id, i.code, i.name, i.quantity, i.unit_price_with_vat,
             i.unit_price_without_vat, ${orders.currency} as currency, ${orders.createdAt} as ordered_at,
             ${orders.id} as order_id,
             coalesce('v' || i.variant_id, 'c' || i.code) as item_key
      from ${orderItems} i join ${orders} on ${orders.id} = i.order_id
      where ${scope} and ${orders.status} <> 'cancelled'
    ),
    totals as (
      select item_key, sum(quantity)::int as total_quantity, count(distinct order_id)::int as order_count,
             max(ordered_at) as last_ordered_at
      from bought group by item_key
    ),
    latest as (
      select distinct on (item_key) item_key, variant_id, code, name, unit_price_with_vat,
             unit_price_without_vat, currency
      from bought order by item_key, ordered_at desc, item_id desc
    ),
    purchased as (
      select latest.*, totals.total_quantity, totals.order_count, totals.last_ordered_at,
             pt.name as product_name, vt.name as variant_name
      from latest
      join totals on totals.item_key = latest.item_key
      left join variants v on v.id = latest.variant_id
      left join product_translations pt on pt.product_id = v.product_id and pt.locale = ${locale}
      left join variant_translations vt on vt.variant_id = v.id and vt.locale = ${locale}
    )`;
}

/**
 * Every word of the query in today's name, the name on the order or the code, whatever the case and
 * diacritics ("pohar" finds "Pohár"), as the shop's search compares them.
 */
export function purchasedSearch(query: string | undefined): SQL {
  const words = query ? searchWords(foldText(query)) : [];
  if (words.length === 0) return sql`true`;
  const text = sql`f_unaccent(lower(coalesce(product_name, '') || ' ' || coalesce(variant_name, '') || ' ' ||
    name || ' ' || code))`;
  return sql.join(
    words.map((word) => sql`${text} like ${`%${escapeLike(word)}%`}`),
    sql` and `,
  );
}

export const purchasedOrder: Record<PurchasedGoodsSort, SQL> = {
  last_ordered: sql`last_ordered_at desc, item_key`,
  quantity: sql`total_quantity desc, last_ordered_at desc, item_key`,
  name: sql`lower(coalesce(product_name, name)), item_key`,
  code: sql`code, item_key`,
};
