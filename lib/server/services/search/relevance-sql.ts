import 'server-only';
import { type SQL, sql } from 'drizzle-orm';

/** A product's place among equal matches: its main category's search weight plus its root's. */
export function categoryWeight(product: string): SQL {
  const p = sql.raw(product);
  return sql`coalesce((
      select c.search_weight + coalesce(r.search_weight, 0) from categories c
      left join categories r on r.id = c.root_id and r.id <> c.id
      where c.id = ${p}.main_category_id
    ), 0)`;
}

/**
 * What shoppers bought of a product: the catalog's sales count (sales before this shop's orders) plus
 * what the shop's orders that were not cancelled hold of it.
 */
export function soldCount(product: string): SQL {
  const p = sql.raw(product);
  return sql`(${p}.sales_count + coalesce((
      select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
      where oi.product_id = ${p}.id and o.status <> 'cancelled'
    ), 0))`;
}

/**
 * 0.1 per tenfold of what was sold (0 for nothing, 0.2 for 100, 0.34 for 2,500): of the order of the
 * name similarity, so that between names that match alike what sells well comes first, while a name that
 * matches better (every word beginning one of its words) still wins.
 */
export function popularity(sold: SQL): SQL {
  return sql`(log((1 + ${sold})::double precision) / 10)`;
}

/**
 * How well a found product matches, the first key of the relevance order after codes and pins: the
 * share of query words that begin a word of its name, moved by its category's weight (a disposable cup
 * sinks below the glasses of a plain "pohár", but not below a glass only found by a typo).
 */
export function matchTier(starts: SQL, weight: SQL): SQL {
  return sql`round((${starts} + ${weight})::numeric, 2)`;
}

/** Between equal tiers (and boosts): the text score, the category's weight and the popularity. */
export function relevanceScore(textScore: SQL, weight: SQL, sold: SQL): SQL {
  return sql`round((${textScore} + ${weight} + ${popularity(sold)})::numeric, 3)`;
}
