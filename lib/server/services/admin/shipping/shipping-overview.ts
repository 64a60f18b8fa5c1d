import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type {
  AdminBranch,
  AdminBranchesQuery,
  AdminShippingOverview,
  MethodTexts,
} from '@/lib/api/contract/admin/shipping';
import type { AdminListResponse } from '@/lib/api/contract/admin/list';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import {
  branches,
  paymentTranslations,
  payments,
  shippingPayments,
  shippingPrices,
  shippings,
  shippingTranslations,
} from '@/lib/server/db/schema';
import { getFreeShippingThreshold } from '@/lib/server/services/settings';
import { pageWindow, sortOrder } from '../list-helpers';

interface TextRow {
  locale: Locale;
  name: string;
  description: string;
}

/** One shipping's or payment's texts in every language; a language without a row has them empty. */
function textsOf(rows: TextRow[]): MethodTexts {
  const texts = (locale: Locale) => {
    const row = rows.find((candidate) => candidate.locale === locale);
    return { name: row?.name ?? '', description: row?.description ?? '' };
  };
  return { sk: texts('sk'), cs: texts('cs'), en: texts('en') };
}

/** Everything the shipping and payment page shows at once, names in the reader's language. */
export async function readShippingOverview(db: DbOrTx, locale: Locale): Promise<AdminShippingOverview> {
  const [
    shippingRows,
    priceRows,
    branchCounts,
    paymentRows,
    combinationRows,
    cz,
    sk,
    shippingTexts,
    paymentTexts,
  ] = await Promise.all([
    db
      .select({
        id: shippings.id,
        code: shippings.code,
        moduleType: shippings.moduleType,
        name: shippingTranslations.name,
        isActive: shippings.isActive,
        position: shippings.position,
      })
      .from(shippings)
      .leftJoin(
        shippingTranslations,
        and(eq(shippingTranslations.shippingId, shippings.id), eq(shippingTranslations.locale, locale)),
      )
      .orderBy(asc(shippings.position), asc(shippings.id)),
    db.select().from(shippingPrices),
    db
      .select({ shippingId: branches.shippingId, total: count() })
      .from(branches)
      .groupBy(branches.shippingId),
    db
      .select({
        id: payments.id,
        code: payments.code,
        type: payments.type,
        name: paymentTranslations.name,
        isActive: payments.isActive,
        b2bOnly: payments.b2bOnly,
        position: payments.position,
      })
      .from(payments)
      .leftJoin(
        paymentTranslations,
        and(eq(paymentTranslations.paymentId, payments.id), eq(paymentTranslations.locale, locale)),
      )
      .orderBy(asc(payments.position), asc(payments.id)),
    db.select().from(shippingPayments),
    getFreeShippingThreshold(db, 'cz'),
    getFreeShippingThreshold(db, 'sk'),
    db.select().from(shippingTranslations),
    db.select().from(paymentTranslations),
  ]);
  const priceOf = (shippingId: number, channel: 'cz' | 'sk') =>
    priceRows.find((row) => row.shippingId === shippingId && row.channel === channel)?.price ?? null;
  return {
    shippings: shippingRows.map((row) => ({
      id: row.id,
      code: row.code,
      module_type: row.moduleType,
      name: row.name ?? row.code,
      translations: textsOf(shippingTexts.filter((text) => text.shippingId === row.id)),
      is_active: row.isActive,
      position: row.position,
      prices: { cz: priceOf(row.id, 'cz'), sk: priceOf(row.id, 'sk') },
      branch_count: branchCounts.find((counted) => counted.shippingId === row.id)?.total ?? 0,
    })),
    payments: paymentRows.map((row) => ({
      id: row.id,
      code: row.code,
      type: row.type,
      name: row.name ?? row.code,
      translations: textsOf(paymentTexts.filter((text) => text.paymentId === row.id)),
      is_active: row.isActive,
      b2b_only: row.b2bOnly,
      position: row.position,
    })),
    combinations: combinationRows.map((row) => ({
      shipping_id: row.shippingId,
      payment_id: row.paymentId,
      channel: row.channel,
      price: row.price,
    })),
    free_shipping: { cz, sk },
  };
}

const branchSortable = { name: branches.name, city: branches.city, zip: branches.zip, code: branches.code };

/** The pickup points (thousands of them): searched and paged, never read whole. */
export async function listBranches(
  db: DbOrTx,
  query: AdminBranchesQuery,
): Promise<AdminListResponse<AdminBranch>> {
  const pattern = containsPattern(query.q);
  const where = and(
    query.shipping_id ? eq(branches.shippingId, query.shipping_id) : undefined,
    query.q
      ? or(
          ilike(branches.name, pattern),
          ilike(branches.city, pattern),
          ilike(branches.zip, pattern),
          ilike(branches.code, pattern),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: branches.id,
        code: branches.code,
        name: branches.name,
        street: branches.street,
        city: branches.city,
        zip: branches.zip,
        country: branches.country,
        is_active: branches.isActive,
      })
      .from(branches)
      .where(where)
      .orderBy(...sortOrder(query, branchSortable, 'city', branches.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(branches).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page: query.page, per_page: query.per_page };
}
