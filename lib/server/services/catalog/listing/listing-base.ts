import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { SortKey } from '@/lib/listing/listing-query';

export const specialLists = ['recommended', 'mostSold', 'news', 'sale'] as const;
export type SpecialList = (typeof specialLists)[number];

/** The products a listing starts from, before the visitor's filters. */
export type ListingBase =
  | { kind: 'category'; categoryId: number }
  | { kind: 'special'; list: SpecialList; categoryId: number | null };

export const specialCondition: Record<SpecialList, SQL> = {
  // The admin's boost (`topovani`) puts a product on the recommended list as well as the flag does.
  recommended: sql`(p.is_recommended or p.boost_score > 0)`,
  mostSold: sql`p.sales_count > 0`,
  news: sql`p.is_new`,
  sale: sql`p.is_sale`,
};

export const specialDefaultSort: Record<SpecialList, SortKey> = {
  recommended: 'recommended',
  mostSold: 'bestselling',
  news: 'newest',
  sale: 'recommended',
};

export function defaultSortOf(base: ListingBase): SortKey {
  return base.kind === 'category' ? 'recommended' : specialDefaultSort[base.list];
}

export function categoryIdOf(base: ListingBase): number | null {
  return base.categoryId;
}

/**
 * `with recursive` part: the category and its active descendants, when the base has a category. Brand
 * taxons below it are left out: they gather a brand's products from every root ("Bistro Line" under
 * tableware holds its glasses too), which do not belong to the parent category.
 */
export function categoryTreeCte(base: ListingBase): SQL | null {
  const categoryId = categoryIdOf(base);
  if (categoryId === null) return null;
  return sql`category_tree(id) as (
      select c.id from categories c where c.id = ${categoryId}
      union all
      select c.id from categories c join category_tree tree on c.parent_id = tree.id
      where c.is_active and not c.is_brand_taxon
    )`;
}

/** The base's condition on `products p`. */
export function baseCondition(base: ListingBase): SQL {
  const inTree = sql`exists (
      select 1 from product_categories pc
      where pc.product_id = p.id and pc.category_id in (select id from category_tree)
    )`;
  if (base.kind === 'category') return inTree;
  const special = specialCondition[base.list];
  return base.categoryId === null ? special : sql`${special} and ${inTree}`;
}
