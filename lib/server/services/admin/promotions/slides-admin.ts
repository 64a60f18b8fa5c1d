import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import type { AdminSlide, slideInputSchema } from '@/lib/api/contract/admin/promotions';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import type { Db, DbOrTx } from '@/lib/server/db';
import { media, slides } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { pageWindow, sortOrder } from '../list-helpers';
import { assertImage } from '../media-upload';
import { sharedFields, sharedValues } from './promo-fields';

type SlideInput = z.output<typeof slideInputSchema>;

function selectSlides(db: DbOrTx) {
  return db
    .select({
      id: slides.id,
      mediaId: slides.mediaId,
      title: slides.title,
      subtitle: slides.subtitle,
      link: slides.link,
      locale: slides.locale,
      channel: slides.channel,
      position: slides.position,
      isActive: slides.isActive,
      path: media.path,
      width: media.width,
      height: media.height,
    })
    .from(slides)
    .leftJoin(media, eq(media.id, slides.mediaId));
}
type Row = Awaited<ReturnType<typeof selectSlides>>[number];

const toAdminSlide = (row: Row): AdminSlide => ({ ...sharedFields(row), subtitle: row.subtitle });

/** The home slides in their order, searchable by title, subtitle or link. */
export async function listAdminSlides(db: Db, query: AdminListQuery): Promise<AdminListResponse<AdminSlide>> {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? or(ilike(slides.title, pattern), ilike(slides.subtitle, pattern), ilike(slides.link, pattern))
    : undefined;
  const { limit, offset } = pageWindow(query);
  const sortable = { position: slides.position, title: slides.title };
  const [rows, [counted]] = await Promise.all([
    selectSlides(db)
      .where(where)
      .orderBy(...sortOrder(query, sortable, 'position', slides.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(slides).where(where),
  ]);
  return {
    items: rows.map(toAdminSlide),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function getAdminSlide(db: DbOrTx, id: number): Promise<AdminSlide> {
  const [row] = await selectSlides(db).where(eq(slides.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminSlide(row);
}

const values = (input: SlideInput) => ({ ...sharedValues(input), subtitle: input.subtitle });
const summary = (input: SlideInput) => `#${input.position} ${input.title || input.link}`;

export async function createSlide(db: Db, caller: AdminCaller, input: SlideInput): Promise<AdminSlide> {
  const slide = await db.transaction(async (tx) => {
    await assertImage(tx, input.media_id);
    const [created] = await tx.insert(slides).values(values(input)).returning({ id: slides.id });
    await recordAudit(tx, caller, { action: 'create', entityId: created!.id, summary: summary(input) });
    return getAdminSlide(tx, created!.id);
  });
  expireCacheTag(cacheTags.content);
  return slide;
}

export async function updateSlide(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: SlideInput,
): Promise<AdminSlide> {
  const slide = await db.transaction(async (tx) => {
    await assertImage(tx, input.media_id);
    const [updated] = await tx
      .update(slides)
      .set(values(input))
      .where(eq(slides.id, id))
      .returning({ id: slides.id });
    if (!updated) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, { action: 'update', entityId: id, summary: summary(input) });
    return getAdminSlide(tx, id);
  });
  expireCacheTag(cacheTags.content);
  return slide;
}

export async function deleteSlide(db: Db, caller: AdminCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(slides).where(eq(slides.id, id)).returning();
    if (!deleted) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, { action: 'delete', entityId: id, summary: deleted.title || deleted.link });
  });
  expireCacheTag(cacheTags.content);
}
