import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';

export interface FoundVariant {
  id: number;
  ean: string | null;
  matchedBy: 'code' | 'ean';
}

/** An EAN as people type it: digits, maybe grouped by spaces. */
function eanOf(text: string): string | null {
  const digits = text.replace(/\s/g, '');
  return /^\d{8,14}$/.test(digits) ? digits : null;
}

/**
 * The variants that the typed codes name: a product code in any case, or else an EAN (with or without
 * spaces). Keyed by the typed text; texts that name nothing are left out.
 */
export async function findVariantsByCode(
  db: DbOrTx,
  typed: readonly string[],
): Promise<Map<string, FoundVariant>> {
  const found = new Map<string, FoundVariant>();
  if (typed.length === 0) return found;
  const codes = [...new Set(typed.map((text) => text.toLowerCase()))];
  const eans = [...new Set(typed.flatMap((text) => eanOf(text) ?? []))];
  const rows = sqlRows<{ id: number; code: string; ean: string | null }>(
    await db.execute(sql`
      select id, code, ean from variants
      where lower(code) in ${codes} ${eans.length > 0 ? sql`or ean in ${eans}` : sql``}
      order by id
    `),
  );
  const byCode = new Map(rows.map((row) => [row.code.toLowerCase(), row]));
  const byEan = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (row.ean && !byEan.has(row.ean)) byEan.set(row.ean, row);
  for (const text of typed) {
    const ean = eanOf(text);
    const byItsCode = byCode.get(text.toLowerCase());
    const byItsEan = ean === null ? undefined : byEan.get(ean);
    if (byItsCode) found.set(text, { id: byItsCode.id, ean: byItsCode.ean, matchedBy: 'code' });
    else if (byItsEan) found.set(text, { id: byItsEan.id, ean: byItsEan.ean, matchedBy: 'ean' });
  }
  return found;
}
