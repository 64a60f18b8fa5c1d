import 'server-only';
import { sql } from 'drizzle-orm';
import type { AdminCategoryTree, AdminTreeNode } from '@/lib/api/contract/admin/categories';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { mediaUrl } from '@/lib/server/services/media';

interface NodeRow extends Omit<AdminTreeNode, 'image' | 'products' | 'children'> {
  image_path: string | null;
  products: number | string;
  children: number | string;
}

function nodes(rows: NodeRow[]): AdminTreeNode[] {
  return rows.map(({ image_path, ...row }) => ({
    ...row,
    image: image_path ? mediaUrl(image_path) : null,
    products: Number(row.products),
    children: Number(row.children),
  }));
}

/** Both trees of the categories page in menu order, parents before their children, names in `locale`. */
export async function readAdminCategoryTree(db: DbOrTx, locale: Locale): Promise<AdminCategoryTree> {
  const [categoryRows, topicRows] = await Promise.all([
    db.execute(sql`
      with recursive tree as (
        select c.id, c.parent_id, 0 as depth, array[c.is_brand_taxon::int, c.order_number, c.id] as sort_key
        from categories c where c.parent_id is null
        union all
        select c.id, c.parent_id, tree.depth + 1, tree.sort_key || array[c.order_number, c.id]
        from categories c join tree on c.parent_id = tree.id
      )
      select c.id, c.parent_id, tree.depth, coalesce(t.name, '') as name, coalesce(t.slug, '') as slug,
        c.is_active, c.is_brand_taxon, c.icon_name, m.path as image_path,
        (select count(*) from products p where p.main_category_id = c.id
           or exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = c.id)
        ) as products,
        (select count(*) from categories child where child.parent_id = c.id) as children
      from tree
      join categories c on c.id = tree.id
      left join category_translations t on t.category_id = c.id and t.locale = ${locale}
      left join media m on m.id = c.image_id
      order by tree.sort_key
    `),
    db.execute(sql`
      with recursive tree as (
        select t.id, t.parent_id, 0 as depth, array[t.order_number, t.id] as sort_key
        from topics t where t.parent_id is null
        union all
        select t.id, t.parent_id, tree.depth + 1, tree.sort_key || array[t.order_number, t.id]
        from topics t join tree on t.parent_id = tree.id
      )
      select t.id, t.parent_id, tree.depth, coalesce(tt.name, '') as name, coalesce(tt.slug, '') as slug,
        t.is_active, false as is_brand_taxon, t.icon_name, null as image_path, 0 as products,
        (select count(*) from topics child where child.parent_id = t.id) as children
      from tree
      join topics t on t.id = tree.id
      left join topic_translations tt on tt.topic_id = t.id and tt.locale = ${locale}
      order by tree.sort_key
    `),
  ]);
  return { categories: nodes(sqlRows<NodeRow>(categoryRows)), topics: nodes(sqlRows<NodeRow>(topicRows)) };
}
