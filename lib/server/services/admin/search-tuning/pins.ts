import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminListResponse, AdminListQuery } from '@/lib/api/contract/admin/list';
import type { PinInput, PinRow } from '@/lib/api/contract/admin/search-tuning';
import type { Locale } from '@/lib/config/locales';
import type { Db } from '@/lib/server/db';
import { searchPins, variants } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { pageWindow, sortOrder } from '../list-helpers';

/** Pinned products by term (searchable by term or product name), with the product's name in `locale`. */
export async function listPins(
  db: Db,
  query: AdminListQuery,
  locale: Locale,
): Promise<AdminListResponse<PinRow>> {
  const name = sql<string>`coalesce((select t.name from product_translations t
    where t.product_id = search_pins.product_id and t.locale = ${locale}), '')`;
  const pattern = containsPattern(query.q);
  const where = query.q ? or(ilike(searchPins.term, pattern), sql`${name} ilike ${pattern}`) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        term: searchPins.term,
        product_id: searchPins.productId,
        product_name: name,
        code: sql<string | null>`(select v.code from variants v where v.product_id = search_pins.product_id
          order by v.position, v.id limit 1)`,
        position: searchPins.position,
      })
      .from(searchPins)
      .where(where)
      .orderBy(
        ...sortOrder(
          query,
          { term: sql`lower(${searchPins.term})`, position: searchPins.position },
          'term',
          searchPins.position,
        ),
        searchPins.productId,
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(searchPins).where(where),
  ]);
  return { items: rows, total: counted?.total ?? 0, page: query.page, per_page: query.per_page };
}

/**
 * Pins the product of a variant code to a term (the search shows pins first, in their positions, for
 * the term typed with any case or accents). The same product pinned again only moves.
 */
export async function pinProduct(db: Db, caller: AdminCaller, input: PinInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [variant] = await tx
      .select({ productId: variants.productId })
      .from(variants)
      .where(sql`lower(${variants.code}) = lower(${input.code})`);
    if (!variant) {
      throw new AppError('PRODUCT_CODE_NOT_FOUND', undefined, {
        status: 422,
        fields: { code: ['productCode'] },
      });
    }
    await tx
      .insert(searchPins)
      .values({ term: input.term, productId: variant.productId, position: input.position })
      .onConflictDoUpdate({
        target: [searchPins.term, searchPins.productId],
        set: { position: input.position },
      });
    await recordAudit(tx, caller, {
      action: 'pin',
      entityId: variant.productId,
      summary: `${input.term} #${input.position}`,
    });
  });
}

export async function unpinProduct(
  db: Db,
  caller: AdminCaller,
  term: string,
  productId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(searchPins)
      .where(and(eq(searchPins.term, term), eq(searchPins.productId, productId)))
      .returning();
    if (removed.length === 0) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, { action: 'unpin', entityId: productId, summary: term });
  });
}
