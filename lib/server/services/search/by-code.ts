import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { ByCodeResponse } from '@/lib/api/contract/search';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { productCodePattern } from './code-prefix';
import { productUrl } from './urls';

interface ByCodeRow {
  id: number;
  name: string;
  slug: string;
}

async function productsWith(db: DbOrTx, variantCondition: SQL, locale: Locale): Promise<ByCodeRow[]> {
  const result = await db.execute(sql`
    select distinct p.id, t.name, t.slug
    from variants v
    join products p on p.id = v.product_id and p.is_active
    join product_translations t on t.product_id = p.id and t.locale = ${locale}
    where v.is_active and (${variantCondition})
    limit 2
  `);
  return sqlRows<ByCodeRow>(result);
}

/**
 * The one active product with a variant whose code (any case) or EAN is exactly `code`, or else whose
 * product code `code` is (its variants' codes without their suffix, "PV-450-1385" of "PV-450-1385-B12"),
 * so that the search box can go straight to it; null when none or several products match.
 */
export async function searchProductsByCode(
  db: DbOrTx,
  code: string,
  locale: Locale,
): Promise<ByCodeResponse['product']> {
  const trimmed = code.trim();
  const exact = await productsWith(
    db,
    sql`lower(v.code) = lower(${trimmed}) or v.ean = ${trimmed.replace(/\s+/g, '')}`,
    locale,
  );
  const productCode = productCodePattern(trimmed);
  const rows =
    exact.length > 0 || productCode === null
      ? exact
      : await productsWith(db, sql`lower(v.code) like ${productCode}`, locale);
  const [only] = rows;
  if (!only || rows.length > 1) return null;
  return { id: only.id, name: only.name, url: productUrl(locale, only.slug) };
}
