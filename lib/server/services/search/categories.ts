import 'server-only';
import { sql } from 'drizzle-orm';
import type { SuggestCategory } from '@/lib/api/contract/search';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { imageRef } from '../media';
import { categoryUrl } from '../menu-urls';
import { candidateCondition, matchesCandidate, matchScore } from './match';
import type { SearchTerms } from './terms';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  parent_name: string | null;
  path: string | null;
  width: number | null;
  height: number | null;
}

/** Active categories whose name matches (brand taxons are left to the brand list), best first. */
export async function searchCategories(
  db: DbOrTx,
  terms: SearchTerms,
  options: { locale: Locale; limit: number },
): Promise<SuggestCategory[]> {
  if (terms.phrases.length === 0) return [];
  const { locale, limit } = options;
  const name = sql`f_unaccent(lower(name))`;
  const result = await db.execute(sql`
    with matched as materialized (
      select category_id, locale, name, slug, ${name} as norm from category_translations
      where ${candidateCondition(name, terms)}
    )
    select c.id, t.name, t.slug, pt.name as parent_name, m.path, m.width, m.height
    from matched t
    join categories c on c.id = t.category_id and c.is_active and not c.is_brand_taxon
    left join categories parent on parent.id = c.parent_id
    left join category_translations pt on pt.category_id = parent.id and pt.locale = ${locale}
    left join media m on m.id = c.image_id
    where t.locale = ${locale} and ${matchesCandidate(sql`t.norm`, terms)}
      and (parent.id is null or parent.is_active)
    order by ${matchScore(sql`t.norm`, terms)} desc, c.order_number, c.id
    limit ${limit}
  `);
  return sqlRows<CategoryRow>(result).map((row) => ({
    id: row.id,
    name: row.parent_name ? `${row.parent_name} › ${row.name}` : row.name,
    url: categoryUrl(locale, row.slug),
    image: imageRef(row),
    stripName: row.name,
  }));
}
