import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminBanner, bannerInputSchema } from '@/lib/api/contract/admin/promotions';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import type { Db, DbOrTx } from '@/lib/server/db';
import { banners, media } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { pageWindow, sortOrder } from '../list-helpers';
import { assertImage } from '../media-upload';
import { localMoment, shopMoment } from '../shop-moment';
import { sharedFields, sharedValues } from './promo-fields';

type BannerInput = z.output<typeof bannerInputSchema>;

const columns = {
  id: banners.id,
  mediaId: banners.mediaId,
  title: banners.title,
  link: banners.link,
  locale: banners.locale,
  channel: banners.channel,
  position: banners.position,
  isActive: banners.isActive,
  placement: banners.placement,
  validFrom: localMoment(banners.validFrom),
  validTo: localMoment(banners.validTo),
  path: media.path,
  width: media.width,
  height: media.height,
};

function selectBanners(db: DbOrTx) {
  return db.select(columns).from(banners).leftJoin(media, eq(media.id, banners.mediaId));
}

type Row = Awaited<ReturnType<typeof selectBanners>>[number];

function toAdminBanner(row: Row): AdminBanner {
  return { ...sharedFields(row), placement: row.placement, valid_from: row.validFrom, valid_to: row.validTo };
}

/** The banners by placement and order, searchable by title or link. */
export async function listAdminBanners(
  db: Db,
  query: AdminListQuery,
): Promise<AdminListResponse<AdminBanner>> {
  const pattern = containsPattern(query.q);
  const where = query.q ? or(ilike(banners.title, pattern), ilike(banners.link, pattern)) : undefined;
  const { limit, offset } = pageWindow(query);
  const sortable = { placement: banners.placement, position: banners.position, title: banners.title };
  const [rows, [counted]] = await Promise.all([
    selectBanners(db)
      .where(where)
      .orderBy(...sortOrder(query, sortable, 'placement', banners.position), banners.id)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(banners).where(where),
  ]);
  return {
    items: rows.map(toAdminBanner),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function getAdminBanner(db: DbOrTx, id: number): Promise<AdminBanner> {
  const [row] = await selectBanners(db).where(eq(banners.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminBanner(row);
}

function values(input: BannerInput) {
  return {
    ...sharedValues(input),
    placement: input.placement,
    validFrom: shopMoment(input.valid_from),
    validTo: shopMoment(input.valid_to),
  };
}

const summary = (input: BannerInput) => `${input.placement} ${input.title || input.link}`.trim();

export async function createBanner(db: Db, caller: AdminCaller, input: BannerInput): Promise<AdminBanner> {
  const banner = await db.transaction(async (tx) => {
    await assertImage(tx, input.media_id);
    const [created] = await tx.insert(banners).values(values(input)).returning({ id: banners.id });
    await recordAudit(tx, caller, { action: 'create', entityId: created!.id, summary: summary(input) });
    return getAdminBanner(tx, created!.id);
  });
  expireCacheTag(cacheTags.content);
  return banner;
}

export async function updateBanner(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: BannerInput,
): Promise<AdminBanner> {
  const banner = await db.transaction(async (tx) => {
    await assertImage(tx, input.media_id);
    const [updated] = await tx
      .update(banners)
      .set(values(input))
      .where(eq(banners.id, id))
      .returning({ id: banners.id });
    if (!updated) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, { action: 'update', entityId: id, summary: summary(input) });
    return getAdminBanner(tx, id);
  });
  expireCacheTag(cacheTags.content);
  return banner;
}

export async function deleteBanner(db: Db, caller: AdminCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!deleted) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, { action: 'delete', entityId: id, summary: deleted.title || deleted.link });
  });
  expireCacheTag(cacheTags.content);
}
