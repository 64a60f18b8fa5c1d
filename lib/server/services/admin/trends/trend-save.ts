import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { filledLocales } from '@/lib/api/contract/admin/translated-texts';
import type { AdminTrend, trendInputSchema } from '@/lib/api/contract/admin/trends';
import type { Locale } from '@/lib/config/locales';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { sanitizeRichText } from '@/lib/server/content/sanitize-rich-text';
import type { Db, DbOrTx } from '@/lib/server/db';
import { media, trends, trendTranslations } from '@/lib/server/db/schema';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { assertImage, deleteUnusedUpload, removeUploadFiles } from '../media-upload';
import { shopMoment } from '../shop-moment';
import { assertSlugsFree } from '../slug-conflicts';
import { getAdminTrend } from './trend-read';
import { assertProductsExist, writeLinkedProducts } from './trend-products';

type TrendInput = z.output<typeof trendInputSchema>;

/** What the database would refuse, said in the form's terms: a taken slug, a missing picture or product. */
async function assertWritable(tx: DbOrTx, input: TrendInput, ownId: number | null): Promise<void> {
  const slugs = Object.fromEntries(
    filledLocales(input.translations).map((locale) => [locale, input.translations[locale].slug]),
  );
  await assertSlugsFree(tx, trendTranslations, slugs, ownId);
  if (input.media_id !== null) await assertImage(tx, input.media_id);
  await assertProductsExist(tx, input.product_ids);
}

async function writeTranslations(tx: DbOrTx, trendId: number, input: TrendInput): Promise<void> {
  await tx.delete(trendTranslations).where(eq(trendTranslations.trendId, trendId));
  await tx.insert(trendTranslations).values(
    filledLocales(input.translations).map((locale) => {
      const translation = input.translations[locale];
      return {
        trendId,
        locale,
        slug: translation.slug,
        title: translation.title,
        perex: translation.perex,
        content: sanitizeRichText(translation.content),
      };
    }),
  );
}

const values = (input: TrendInput) => ({
  isActive: input.is_active,
  publishedAt: shopMoment(input.published_at)!,
  mediaId: input.media_id,
});

function summary(input: TrendInput): string {
  const filled = filledLocales(input.translations);
  const title = input.translations[filled[0]!].title;
  return `${title} (${filled.join(', ')}), ${input.product_ids.length} products${input.is_active ? '' : ', inactive'}`;
}

/** Pictures uploaded for articles (`POST /api/admin/trendy/obrazok`); no other record shows them. */
const TREND_UPLOADS = 'uploads/trendy/';

/**
 * Deletes the article's former uploaded picture once no article shows it; answers the file to remove
 * after the commit.
 */
async function releasePicture(tx: DbOrTx, mediaId: number | null): Promise<string[]> {
  if (mediaId === null) return [];
  const [picture] = await tx.select({ path: media.path }).from(media).where(eq(media.id, mediaId));
  if (!picture?.path.startsWith(TREND_UPLOADS)) return [];
  const stillUsed = async () => {
    const [used] = await tx.select({ total: count() }).from(trends).where(eq(trends.mediaId, mediaId));
    return (used?.total ?? 0) > 0;
  };
  return (await deleteUnusedUpload(tx, mediaId, picture.path, stillUsed)) ? [picture.path] : [];
}

/**
 * Runs a write in one transaction with its audit record; then the shop's cached content is expired and
 * pictures no longer used are removed. Two admins saving one slug at once: the database's unique
 * constraint answers as the check before the write would have.
 */
async function saving<T>(
  db: Db,
  write: (tx: DbOrTx) => Promise<{ result: T; released: string[] }>,
): Promise<T> {
  try {
    const { result, released } = await db.transaction(write);
    expireCacheTag(cacheTags.content);
    await removeUploadFiles(released);
    return result;
  } catch (error) {
    if (isUniqueViolation(error, 'trend_translations_slug'))
      throw new AppError('SLUG_TAKEN', undefined, { status: 409 });
    throw error;
  }
}

export function createTrend(
  db: Db,
  caller: AdminCaller,
  input: TrendInput,
  locale: Locale,
): Promise<AdminTrend> {
  return saving(db, async (tx) => {
    await assertWritable(tx, input, null);
    const [created] = await tx.insert(trends).values(values(input)).returning({ id: trends.id });
    const id = created!.id;
    await writeTranslations(tx, id, input);
    await writeLinkedProducts(tx, id, input.product_ids);
    await recordAudit(tx, caller, { action: 'create', entityId: id, summary: summary(input) });
    return { result: await getAdminTrend(tx, id, locale), released: [] };
  });
}

/** Changes an article and replaces its translations and linked products. */
export function updateTrend(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: TrendInput,
  locale: Locale,
): Promise<AdminTrend> {
  return saving(db, async (tx) => {
    const [current] = await tx.select({ mediaId: trends.mediaId }).from(trends).where(eq(trends.id, id));
    if (!current) throw new AppError('NOT_FOUND');
    await assertWritable(tx, input, id);
    await tx.update(trends).set(values(input)).where(eq(trends.id, id));
    await writeTranslations(tx, id, input);
    await writeLinkedProducts(tx, id, input.product_ids);
    await recordAudit(tx, caller, { action: 'update', entityId: id, summary: summary(input) });
    const released = current.mediaId === input.media_id ? [] : await releasePicture(tx, current.mediaId);
    return { result: await getAdminTrend(tx, id, locale), released };
  });
}

/** Deletes an article with its translations, its product links and its own uploaded picture. */
export function deleteTrend(db: Db, caller: AdminCaller, id: number): Promise<void> {
  return saving(db, async (tx) => {
    const titles = await tx
      .select({ title: trendTranslations.title })
      .from(trendTranslations)
      .where(eq(trendTranslations.trendId, id))
      .orderBy(trendTranslations.locale);
    const [deleted] = await tx.delete(trends).where(eq(trends.id, id)).returning({ mediaId: trends.mediaId });
    if (!deleted) throw new AppError('NOT_FOUND');
    await recordAudit(tx, caller, { action: 'delete', entityId: id, summary: titles[0]?.title });
    return { result: undefined, released: await releasePicture(tx, deleted.mediaId) };
  });
}
