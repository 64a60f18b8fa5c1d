import 'server-only';
import { sql } from 'drizzle-orm';
import type { ProductChoices } from '@/lib/api/contract/admin/products';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';

interface CategoryRow {
  id: number;
  name: string;
}

/** Brands by name, and every category as its path of names in menu order (brand taxons last). */
export async function productChoices(db: DbOrTx, locale: Locale): Promise<ProductChoices> {
  const [brands, categories] = await Promise.all([
    db.execute(sql`select id, name from brands order by lower(name), id`),
    db.execute(sql`
      with recursive tree as (
        select c.id, c.is_brand_taxon,
          array[c.order_number, c.id] as sort_key,
          coalesce(t.name, '#' || c.id) as name
        from categories c
        left join category_translations t on t.category_id = c.id and t.locale = ${locale}
        where c.parent_id is null
        union all
        select c.id, tree.is_brand_taxon,
          tree.sort_key || array[c.order_number, c.id],
          tree.name || ' › ' || coalesce(t.name, '#' || c.id)
        from categories c
        join tree on tree.id = c.parent_id
        left join category_translations t on t.category_id = c.id and t.locale = ${locale}
      )
      select id, name from tree order by is_brand_taxon, sort_key
    `),
  ]);
  return {
    brands: sqlRows<{ id: number; name: string }>(brands),
    categories: sqlRows<CategoryRow>(categories),
  };
}
