import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, type AnyColumn, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type {
  AdminDiscountCode,
  AdminDiscountCodesQuery,
  DiscountCodeValues,
} from '@/lib/api/contract/admin/discount-codes';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import type { Db, DbOrTx } from '@/lib/server/db';
import { discountCodes } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { recordAudit } from '../audit-log';
import type { AdminCaller } from '../admin-caller';
import { pageWindow, sortOrder } from '../list-helpers';

/** The day of the shop's calendar a moment falls on. */
const dayOf = (column: AnyColumn) =>
  sql<string | null>`to_char(${column} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;

const columns = {
  id: discountCodes.id,
  code: discountCodes.code,
  kind: discountCodes.kind,
  value: discountCodes.value,
  channel: discountCodes.channel,
  audience: discountCodes.audience,
  valid_from: dayOf(discountCodes.validFrom),
  valid_to: dayOf(discountCodes.validTo),
  usage_limit: discountCodes.usageLimit,
  used_count: discountCodes.usedCount,
  min_order_total: discountCodes.minOrderTotal,
  is_active: discountCodes.isActive,
};

const sortable = {
  code: discountCodes.code,
  value: discountCodes.value,
  valid_to: discountCodes.validTo,
  used_count: discountCodes.usedCount,
  created_at: discountCodes.createdAt,
};

/** A day's first moment in the shop's calendar, or its last (the validity includes both days). */
function startOf(day: string | null): SQL | null {
  return day === null ? null : sql`(${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
}
function endOf(day: string | null): SQL | null {
  return day === null
    ? null
    : sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}) - interval '1 millisecond'`;
}

function rowValues(input: DiscountCodeValues) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.value,
    channel: input.channel,
    audience: input.audience,
    validFrom: startOf(input.valid_from),
    validTo: endOf(input.valid_to),
    usageLimit: input.usage_limit,
    minOrderTotal: input.min_order_total,
    isActive: input.is_active,
  };
}

export async function listDiscountCodes(
  db: DbOrTx,
  query: AdminDiscountCodesQuery,
): Promise<AdminListResponse<AdminDiscountCode>> {
  const where = and(
    query.q ? ilike(discountCodes.code, containsPattern(query.q)) : undefined,
    query.state ? eq(discountCodes.isActive, query.state === 'active') : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [items, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(discountCodes)
      .where(where)
      .orderBy(...sortOrder(query, sortable, 'code', discountCodes.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(discountCodes).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page: query.page, per_page: query.per_page };
}

export async function readDiscountCode(db: DbOrTx, id: number): Promise<AdminDiscountCode> {
  const [row] = await db.select(columns).from(discountCodes).where(eq(discountCodes.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Codes are unique whatever their case: the cart finds them case-insensitively. */
async function assertCodeFree(db: DbOrTx, code: string, exceptId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(
      and(
        eq(sql`upper(${discountCodes.code})`, code.toUpperCase()),
        exceptId === null ? undefined : ne(discountCodes.id, exceptId),
      ),
    )
    .limit(1);
  if (taken)
    throw new AppError('DISCOUNT_CODE_TAKEN', undefined, { status: 409, fields: { code: ['codeTaken'] } });
}

function summaryOf(input: DiscountCodeValues): string {
  return `${input.code}: ${input.kind} ${input.value}, ${input.channel ?? 'all shops'}, ${input.audience}`;
}

export async function createDiscountCode(
  db: Db,
  caller: AdminCaller,
  input: DiscountCodeValues,
): Promise<AdminDiscountCode> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table discount_codes in share row exclusive mode`);
    await assertCodeFree(tx, input.code, null);
    const [row] = await tx.insert(discountCodes).values(rowValues(input)).returning({ id: discountCodes.id });
    await recordAudit(tx, caller, { action: 'create', entityId: row!.id, summary: summaryOf(input) });
    return row!.id;
  });
  return readDiscountCode(db, id);
}

export async function updateDiscountCode(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: DiscountCodeValues,
): Promise<AdminDiscountCode> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table discount_codes in share row exclusive mode`);
    await readDiscountCode(tx, id);
    await assertCodeFree(tx, input.code, id);
    await tx.update(discountCodes).set(rowValues(input)).where(eq(discountCodes.id, id));
    await recordAudit(tx, caller, { action: 'update', entityId: id, summary: summaryOf(input) });
  });
  return readDiscountCode(db, id);
}

/** Carts holding the code lose it; orders keep it in their own record. */
export async function deleteDiscountCode(db: Db, caller: AdminCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const code = await readDiscountCode(tx, id);
    await tx.delete(discountCodes).where(eq(discountCodes.id, id));
    await recordAudit(tx, caller, { action: 'delete', entityId: id, summary: code.code });
  });
}
