import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { categoryUrl } from '@/lib/server/services/menu-urls';

export interface BreadcrumbItem {
  name: string;
  url: string;
}

/** The category path from the root to `categoryId`, each with its page in `locale`. */
export async function categoryBreadcrumb(
  db: DbOrTx,
  locale: Locale,
  categoryId: number | null,
): Promise<BreadcrumbItem[]> {
  if (categoryId === null) return [];
  const rows = sqlRows<{ name: string; slug: string }>(
    await db.execute(sql`
      with recursive path as (
        select c.id, c.parent_id, 0 as depth from categories c where c.id = ${categoryId} and c.is_active
        union all
        select c.id, c.parent_id, path.depth + 1 from categories c
        join path on c.id = path.parent_id
        where c.is_active and path.depth < 20
      )
      select t.name, t.slug from path
      join category_translations t on t.category_id = path.id and t.locale = ${locale}
      order by path.depth desc
    `),
  );
  return rows.map((row) => ({ name: row.name, url: categoryUrl(locale, row.slug) }));
}
