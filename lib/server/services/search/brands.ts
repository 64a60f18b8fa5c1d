import 'server-only';
import { sql } from 'drizzle-orm';
import type { SuggestBrand } from '@/lib/api/contract/search';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { imageRef } from '../media';
import { categoryUrl } from '../menu-urls';
import { candidateCondition, matchesCandidate, matchScore } from './match';
import type { SearchTerms } from './terms';
import { searchPageUrl } from './urls';

interface BrandRow {
  id: number;
  name: string;
  taxon_slug: string | null;
  path: string | null;
  width: number | null;
  height: number | null;
}

/** Active brands whose name matches, best first; a brand links to its taxon, else to a search for it. */
export async function searchBrands(
  db: DbOrTx,
  terms: SearchTerms,
  options: { locale: Locale; limit: number },
): Promise<SuggestBrand[]> {
  if (terms.phrases.length === 0) return [];
  const { locale, limit } = options;
  const name = sql`f_unaccent(lower(name))`;
  const result = await db.execute(sql`
    with matched as materialized (
      select id, name, image_id, category_id, ${name} as norm from brands
      where is_active and ${candidateCondition(name, terms)}
    )
    select b.id, b.name, ct.slug as taxon_slug, m.path, m.width, m.height
    from matched b
    left join categories c on c.id = b.category_id and c.is_active
    left join category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
    left join media m on m.id = b.image_id
    where ${matchesCandidate(sql`b.norm`, terms)}
    order by ${matchScore(sql`b.norm`, terms)} desc, b.name, b.id
    limit ${limit}
  `);
  return sqlRows<BrandRow>(result).map((row) => ({
    id: row.id,
    name: row.name,
    url: row.taxon_slug ? categoryUrl(locale, row.taxon_slug) : searchPageUrl(locale, row.name),
    image: imageRef(row),
  }));
}
