import type { AppPathname } from '@/lib/i18n/routing';
import { type CacheTag, cacheTags } from './cache-tags';

/** How long the shop keeps what it cached, and what it tells shared caches (a proxy, a CDN) downstream. */
export interface CacheLife {
  /** Seconds this process serves its copy without a write that expires one of its tags. */
  seconds: number;
  /** Seconds past that during which the old copy is still served while a new one is rendered. */
  staleSeconds: number;
}

/** Cached database reads (cachedRead): an hour unless a write expires their tag first. */
export const readCacheLife: CacheLife = { seconds: 3600, staleSeconds: 0 };

export interface CachedReadEntry {
  /** Names the read in Next's data cache; its arguments complete the key. */
  key: string;
  tags: readonly CacheTag[];
  life: CacheLife;
}

function readEntry(key: string, ...tags: CacheTag[]): CachedReadEntry {
  return { key, tags, life: readCacheLife };
}

/**
 * Every database read shared by all visitors (lib/server/cache/cached-read.ts), by the tag whose write
 * expires it. The pages' loaders (lib/server/page-data) read through these.
 */
export const cachedReads = {
  /** Its banners are chosen by the hour the read is keyed with. */
  homePage: readEntry('home-page', cacheTags.catalog, cacheTags.content),
  categoryListing: readEntry('category-listing', cacheTags.catalog),
  specialList: readEntry('special-list', cacheTags.catalog),
  productDetail: readEntry('product-detail', cacheTags.catalog),
  topicPage: readEntry('topic-page', cacheTags.content),
  trendArticle: readEntry('trend-article', cacheTags.content),
  cmsPageByKey: readEntry('cms-page-by-key', cacheTags.content),
  cmsPageBySlug: readEntry('cms-page-by-slug', cacheTags.content),
  /** The 14-day partner discount is an admin setting of the prices. */
  partnerDiscountPercent: readEntry('partner-discount-percent', cacheTags.catalog),
  mostSearched: readEntry('most-searched', cacheTags.searchTerms),
  messageOverrides: readEntry('message-overrides', cacheTags.messages),
} as const satisfies Record<string, CachedReadEntry>;

export interface SharedPage {
  tags: readonly CacheTag[];
  life: CacheLife;
}

/** Every page shows catalog data in its frame (menu, footer), content blocks and UI texts. */
const ALL_PAGE_TAGS = [cacheTags.catalog, cacheTags.content, cacheTags.messages] as const;
const catalogPage: SharedPage = { tags: ALL_PAGE_TAGS, life: { seconds: 3600, staleSeconds: 3600 } };
const contentPage: SharedPage = { tags: ALL_PAGE_TAGS, life: { seconds: 3600, staleSeconds: 86_400 } };

/**
 * The pages every anonymous visitor of a locale and country shop gets the same HTML of, served from the
 * shared page cache (lib/server/page-cache) until a write expires one of their tags or their life ends.
 * A route missing here is rendered per request: search (each view is logged and rate-limited), the cart
 * and order pages, accounts, B2B and the admin.
 */
export const sharedPages: Partial<Record<AppPathname, SharedPage>> = {
  '/': catalogPage,
  '/kategorie/[slug]': catalogPage,
  '/produkt/[slug]': catalogPage,
  '/topic-page/[slug]': catalogPage,
  '/doporucujeme/[[...path]]': catalogPage,
  '/recommended-category/[[...path]]': catalogPage,
  '/nejprodavanejsi/[[...path]]': catalogPage,
  '/novinky/[[...path]]': catalogPage,
  '/slevy/[[...path]]': catalogPage,
  '/trendy-a-inspiracie': contentPage,
  '/trendy-a-inspiracie/[slug]': contentPage,
  '/stranky/[slug]': contentPage,
  '/text-page/[slug]': contentPage,
  '/kontakt': contentPage,
  '/o-nas': contentPage,
  '/nasi-partneri': contentPage,
  '/doprava': contentPage,
  '/expedice': contentPage,
  '/veletrh': contentPage,
  '/obchodne-podmienky': contentPage,
  '/obchodne-podmienky-b2b': contentPage,
  '/ochrana-osobnich-udaju': contentPage,
  '/ochrana-osobnich-udaju-b2b': contentPage,
  '/vraceni-zbozi': contentPage,
  '/vraceni-zbozi-b2b': contentPage,
  '/darek': contentPage,
  '/formular-vraceni-zbozi': contentPage,
};

/** The sitemap index and its files: every product, category and content page of a shop. */
export const sharedSitemap: SharedPage = catalogPage;

/**
 * What a shared cache downstream may do with a shared page: keep it one second, then ask again with its
 * ETag (answered 304 from this process's copy) while serving the old one. The shop cannot purge a proxy
 * or a CDN, so one second is as long as a write may take to show there.
 */
export const DOWNSTREAM_FRESH_SECONDS = 1;
/** How long past that a shared cache downstream may serve its old copy while it asks again. */
export const DOWNSTREAM_STALE_SECONDS = 60;
