import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { cmsPageTranslations, cmsPages } from '@/lib/server/db/schema';
import { sanitizeRichText } from '@/lib/server/content/sanitize-rich-text';
import type { FixedPageKey } from './cms-page-routes';

export interface CmsPage {
  id: number;
  key: string;
  title: string;
  /** Sanitized HTML, safe to render. */
  content: string;
  metaDescription: string;
  /** The page's slug in every locale it is translated to (the hreflang alternates). */
  slugs: Partial<Record<Locale, string>>;
}

const columns = {
  id: cmsPages.id,
  key: cmsPages.key,
  locale: cmsPageTranslations.locale,
  slug: cmsPageTranslations.slug,
  title: cmsPageTranslations.title,
  content: cmsPageTranslations.content,
  metaDescription: cmsPageTranslations.metaDescription,
};

async function loadPage(db: DbOrTx, pageId: number, locale: Locale): Promise<CmsPage | null> {
  const rows = await db
    .select(columns)
    .from(cmsPages)
    .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
    .where(and(eq(cmsPages.id, pageId), eq(cmsPages.isActive, true)));
  const current = rows.find((row) => row.locale === locale);
  if (!current) return null;
  return {
    id: current.id,
    key: current.key,
    title: current.title,
    content: sanitizeRichText(current.content),
    metaDescription: current.metaDescription,
    slugs: Object.fromEntries(rows.map((row) => [row.locale, row.slug])),
  };
}

/** A fixed page (terms, contact…) in `locale`; null when it is missing, inactive or untranslated. */
export async function getCmsPageByKey(
  db: DbOrTx,
  key: FixedPageKey,
  locale: Locale,
): Promise<CmsPage | null> {
  const [page] = await db.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.key, key));
  return page ? loadPage(db, page.id, locale) : null;
}

/** Any CMS page by its slug in `locale` (`/stranky/{slug}`). */
export async function getCmsPageBySlug(db: DbOrTx, slug: string, locale: Locale): Promise<CmsPage | null> {
  const [translation] = await db
    .select({ pageId: cmsPageTranslations.pageId })
    .from(cmsPageTranslations)
    .where(and(eq(cmsPageTranslations.locale, locale), eq(cmsPageTranslations.slug, slug)));
  return translation ? loadPage(db, translation.pageId, locale) : null;
}

/** The twin page's title, for the "terms for businesses / for consumers" link. */
export async function getCmsPageTitle(db: DbOrTx, key: FixedPageKey, locale: Locale): Promise<string | null> {
  const [row] = await db
    .select({ title: cmsPageTranslations.title })
    .from(cmsPages)
    .innerJoin(
      cmsPageTranslations,
      and(eq(cmsPageTranslations.pageId, cmsPages.id), eq(cmsPageTranslations.locale, locale)),
    )
    .where(and(eq(cmsPages.key, key), eq(cmsPages.isActive, true)));
  return row?.title ?? null;
}
