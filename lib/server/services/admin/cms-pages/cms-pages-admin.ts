import 'server-only';
import { containsPattern } from '@/lib/server/db/like-pattern';
import { count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AdminCmsPage,
  type AdminCmsPageSummary,
  type cmsPageInputSchema,
  type CmsTranslationInput,
} from '@/lib/api/contract/admin/cms-pages';
import { filledLocales, translationsByLocale } from '@/lib/api/contract/admin/translated-texts';
import type { AdminListQuery, AdminListResponse } from '@/lib/api/contract/admin/list';
import type { Locale } from '@/lib/config/locales';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { sanitizeRichText } from '@/lib/server/content/sanitize-rich-text';
import type { Db, DbOrTx } from '@/lib/server/db';
import { cmsPageTranslations, cmsPages } from '@/lib/server/db/schema';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { AppError } from '@/lib/server/errors';
import { cmsPageHrefs } from '@/lib/server/services/content/content-hrefs';
import { isFixedPageKey } from '@/lib/server/services/content/cms-page-routes';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { pageWindow, sortOrder } from '../list-helpers';
import { shopUrls } from '../shop-urls';
import { localesOf, titleIn } from '../translated-columns';

type CmsPageInput = z.output<typeof cmsPageInputSchema>;

const texts = {
  table: cmsPageTranslations,
  owner: cmsPageTranslations.pageId,
  locale: cmsPageTranslations.locale,
  title: cmsPageTranslations.title,
};

/** The CMS pages with their title in the admin's language (or another), searchable by key, title or slug. */
export async function listCmsPages(
  db: Db,
  query: AdminListQuery,
  locale: Locale,
): Promise<AdminListResponse<AdminCmsPageSummary>> {
  const pattern = containsPattern(query.q);
  const matchingTranslation = db
    .select({ pageId: cmsPageTranslations.pageId })
    .from(cmsPageTranslations)
    .where(or(ilike(cmsPageTranslations.title, pattern), ilike(cmsPageTranslations.slug, pattern)));
  const where = query.q
    ? or(ilike(cmsPages.key, pattern), inArray(cmsPages.id, matchingTranslation))
    : undefined;
  const title = titleIn(texts, cmsPages.id, locale);
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: cmsPages.id,
        key: cmsPages.key,
        isActive: cmsPages.isActive,
        updatedAt: cmsPages.updatedAt,
        title,
        locales: localesOf(texts, cmsPages.id),
      })
      .from(cmsPages)
      .where(where)
      .orderBy(
        ...sortOrder(query, { key: cmsPages.key, title, updated_at: cmsPages.updatedAt }, 'key', cmsPages.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(cmsPages).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      key: row.key,
      title: row.title,
      is_active: row.isActive,
      is_fixed: isFixedPageKey(row.key),
      locales: row.locales,
      updated_at: row.updatedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

const emptyTranslation: CmsTranslationInput = { slug: '', title: '', meta_description: '', content: '' };

/** One page with every language's texts, for the edit form, and its addresses in the shop. */
export async function getCmsPage(db: DbOrTx, id: number): Promise<AdminCmsPage> {
  const [page] = await db.select().from(cmsPages).where(eq(cmsPages.id, id));
  if (!page) throw new AppError('NOT_FOUND');
  const rows = await db.select().from(cmsPageTranslations).where(eq(cmsPageTranslations.pageId, id));
  const translations = translationsByLocale(rows, emptyTranslation, (row) => ({
    slug: row.slug,
    title: row.title,
    meta_description: row.metaDescription,
    content: row.content,
  }));
  const urls = shopUrls(
    cmsPageHrefs({ key: page.key, slugs: Object.fromEntries(rows.map((row) => [row.locale, row.slug])) }),
  );
  return {
    id,
    key: page.key,
    is_active: page.isActive,
    is_fixed: isFixedPageKey(page.key),
    translations,
    urls,
  };
}

const keyTaken = () =>
  new AppError('CMS_PAGE_KEY_TAKEN', undefined, { status: 409, fields: { key: ['cmsKeyTaken'] } });

function conflictOf(error: unknown): AppError | null {
  if (isUniqueViolation(error, 'cms_pages_key')) return keyTaken();
  if (isUniqueViolation(error, 'cms_page_translations_slug'))
    return new AppError('CMS_PAGE_SLUG_TAKEN', undefined, { status: 409 });
  return null;
}

/** The key and each language's slug must be the page's own; the error names the field taken. */
async function assertFree(tx: DbOrTx, input: CmsPageInput, exceptId: number | null): Promise<void> {
  const [owner] = await tx.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.key, input.key));
  if (owner && owner.id !== exceptId) throw keyTaken();
  for (const locale of filledLocales(input.translations)) {
    const translation = input.translations[locale];
    const [taken] = await tx
      .select({ pageId: cmsPageTranslations.pageId })
      .from(cmsPageTranslations)
      .where(
        sql`${cmsPageTranslations.locale} = ${locale} and ${cmsPageTranslations.slug} = ${translation.slug}`,
      );
    if (taken && taken.pageId !== exceptId) {
      throw new AppError('CMS_PAGE_SLUG_TAKEN', undefined, {
        status: 409,
        fields: { [`translations.${locale}.slug`]: ['slugTaken'] },
      });
    }
  }
}

async function writeTranslations(tx: DbOrTx, pageId: number, input: CmsPageInput): Promise<void> {
  await tx.delete(cmsPageTranslations).where(eq(cmsPageTranslations.pageId, pageId));
  const rows = filledLocales(input.translations).map((locale) => {
    const translation = input.translations[locale];
    return {
      pageId,
      locale,
      slug: translation.slug,
      title: translation.title,
      metaDescription: translation.meta_description,
      content: sanitizeRichText(translation.content),
    };
  });
  if (rows.length) await tx.insert(cmsPageTranslations).values(rows);
}

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    const result = await write();
    expireCacheTag(cacheTags.content);
    return result;
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

function summary(input: CmsPageInput): string {
  return `${input.key} (${filledLocales(input.translations).join(', ')})${input.is_active ? '' : ' inactive'}`;
}

export function createCmsPage(db: Db, caller: AdminCaller, input: CmsPageInput): Promise<AdminCmsPage> {
  return saving(() =>
    db.transaction(async (tx) => {
      await assertFree(tx, input, null);
      const [page] = await tx
        .insert(cmsPages)
        .values({ key: input.key, isActive: input.is_active })
        .returning();
      await writeTranslations(tx, page!.id, input);
      await recordAudit(tx, caller, { action: 'create', entityId: page!.id, summary: summary(input) });
      return getCmsPage(tx, page!.id);
    }),
  );
}

/**
 * Changes a page and replaces its translations. A fixed page (terms, contact…) keeps its key, since its
 * route finds it by the key.
 */
export function updateCmsPage(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: CmsPageInput,
): Promise<AdminCmsPage> {
  return saving(() =>
    db.transaction(async (tx) => {
      const [page] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id));
      if (!page) throw new AppError('NOT_FOUND');
      if (isFixedPageKey(page.key) && input.key !== page.key) {
        throw new AppError('CMS_PAGE_FIXED', undefined, { status: 422, fields: { key: ['cmsKeyFixed'] } });
      }
      await assertFree(tx, input, id);
      await tx
        .update(cmsPages)
        .set({ key: input.key, isActive: input.is_active, updatedAt: new Date() })
        .where(eq(cmsPages.id, id));
      await writeTranslations(tx, id, input);
      await recordAudit(tx, caller, { action: 'update', entityId: id, summary: summary(input) });
      return getCmsPage(tx, id);
    }),
  );
}

/** Deletes a page of its own; the fixed pages the shop's routes show cannot be deleted (only hidden). */
export function deleteCmsPage(db: Db, caller: AdminCaller, id: number): Promise<void> {
  return saving(() =>
    db.transaction(async (tx) => {
      const [page] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id));
      if (!page) throw new AppError('NOT_FOUND');
      if (isFixedPageKey(page.key)) throw new AppError('CMS_PAGE_FIXED', undefined, { status: 422 });
      await tx.delete(cmsPages).where(eq(cmsPages.id, id));
      await recordAudit(tx, caller, { action: 'delete', entityId: id, summary: page.key });
    }),
  );
}
