import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/config/locales';
import { cachedReads } from '@/lib/server/cache/cache-manifest';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { getDb } from '@/lib/server/db';
import { type BranchDirectory, getBranchDirectory } from '@/lib/server/services/content/branches';
import { b2bTwinKey, type FixedPageKey, isFixedPageKey } from '@/lib/server/services/content/cms-page-routes';
import {
  type CmsPage,
  getCmsPageByKey,
  getCmsPageBySlug,
  getCmsPageTitle,
} from '@/lib/server/services/content/cms-pages';

export interface CmsPageData {
  page: CmsPage;
  /** The page's B2B or B2C counterpart, linked from it. */
  twin: { key: FixedPageKey; title: string } | null;
  /** The contact page lists the branches. */
  branches: BranchDirectory | null;
}

const readByKey = cachedRead(cachedReads.cmsPageByKey, async (key: FixedPageKey, locale: Locale) =>
  getCmsPageByKey(await getDb(), key, locale),
);

const readBySlug = cachedRead(cachedReads.cmsPageBySlug, async (locale: Locale, slug: string) =>
  getCmsPageBySlug(await getDb(), slug, locale),
);

async function twinOf(page: CmsPage, locale: Locale): Promise<CmsPageData['twin']> {
  const twinKey = isFixedPageKey(page.key) ? b2bTwinKey(page.key) : null;
  if (!twinKey) return null;
  const title = await getCmsPageTitle(await getDb(), twinKey, locale);
  return title ? { key: twinKey, title } : null;
}

async function withSurroundings(page: CmsPage | null, locale: Locale): Promise<CmsPageData | null> {
  if (!page) return null;
  const [twin, branches] = await Promise.all([
    twinOf(page, locale),
    page.key === 'contact' ? getDb().then(getBranchDirectory) : null,
  ]);
  return { page, twin, branches };
}

/** A page with a fixed route of its own (`/kontakt`, `/obchodne-podmienky`…). */
export const loadFixedCmsPage = cache(async (key: FixedPageKey, locale: Locale) =>
  withSurroundings(await readByKey(key, locale), locale),
);

/** Any CMS page by its slug in the page's language (`/stranky/{slug}`, `/text-page/{slug}`). */
export const loadCmsPageBySlug = cache(async (locale: Locale, slug: string | undefined) =>
  withSurroundings(slug ? await readBySlug(locale, slug) : null, locale),
);
