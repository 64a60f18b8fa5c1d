import 'server-only';
import { sql } from 'drizzle-orm';
import type { ByCodeResponse } from '@/lib/api/contract/search';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { productUrl } from './search-urls';

interface ByCodeRow {
  id: number;
  name: string;
  slug: string;
}

/**
 * The one active product with a variant whose code (any case) or EAN is exactly `code`, so that the search
 * box can go straight to it; null when none or several products match.
 */
export async function searchProductsByCode(
  db: DbOrTx,
  code: string,
  locale: Locale,
): Promise<ByCodeResponse['product']> {
  const trimmed = code.trim();
  const result = await db.execute(sql`
    select distinct p.id, t.name, t.slug
    from variants v
    join products p on p.id = v.product_id and p.is_active
    join product_translations t on t.product_id = p.id and t.locale = ${locale}
    where v.is_active and (lower(v.code) = lower(${trimmed}) or v.ean = ${trimmed.replace(/\s+/g, '')})
    limit 2
  `);
  const rows = sqlRows<ByCodeRow>(result);
  const [only] = rows;
  if (!only || rows.length > 1) return null;
  return { id: only.id, name: only.name, url: productUrl(locale, only.slug) };
}
