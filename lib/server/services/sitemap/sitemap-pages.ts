import 'server-only';
import { sql } from 'drizzle-orm';
import { type Locale, locales } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import type { LocalizedHref } from '@/lib/seo/localized-alternates';
import { cmsPageHrefs, hrefsBySlug, topicHrefs, trendHrefs } from '../content/content-hrefs';
import { localizedEntries, type SitemapEntry } from './sitemap-entries';
import { translatedSlugs } from './translated-slugs';

/** Pages that exist in every locale without a slug: home, the special lists and the trends index. */
const fixedHrefs: LocalizedHref[] = [
  '/',
  { pathname: '/novinky/[[...path]]', params: { path: undefined } },
  { pathname: '/nejprodavanejsi/[[...path]]', params: { path: undefined } },
  { pathname: '/doporucujeme/[[...path]]', params: { path: undefined } },
  { pathname: '/slevy/[[...path]]', params: { path: undefined } },
  '/trendy-a-inspiracie',
];

function inEveryLocale(href: LocalizedHref): Partial<Record<Locale, LocalizedHref>> {
  return Object.fromEntries(locales.map((locale) => [locale, href]));
}

const activeCategories = sql`
  select c.id, null as key, t.locale, t.slug, c.updated_at as modified
  from categories c join category_translations t on t.category_id = c.id
  where c.is_active order by c.id`;

const activeCmsPages = sql`
  select p.id, p.key, t.locale, t.slug, p.updated_at as modified
  from cms_pages p join cms_page_translations t on t.page_id = p.id
  where p.is_active order by p.id`;

const activeTopics = sql`
  select tp.id, null as key, t.locale, t.slug, null as modified
  from topics tp join topic_translations t on t.topic_id = tp.id
  where tp.is_active order by tp.id`;

const publishedTrends = sql`
  select tr.id, null as key, t.locale, t.slug, tr.published_at as modified
  from trends tr join trend_translations t on t.trend_id = tr.id
  where tr.is_active and tr.published_at <= now() order by tr.id`;

/** Every page of the shop except products, on `origin`, in every locale it exists in. */
export async function listPageEntries(db: DbOrTx, origin: string): Promise<SitemapEntry[]> {
  const [categories, cmsPages, topics, trends] = await Promise.all([
    translatedSlugs(db, activeCategories),
    translatedSlugs(db, activeCmsPages),
    translatedSlugs(db, activeTopics),
    translatedSlugs(db, publishedTrends),
  ]);
  const modified = (date: Date | null) => date ?? undefined;
  return [
    ...fixedHrefs.flatMap((href) => localizedEntries(origin, inEveryLocale(href))),
    ...categories.flatMap((category) =>
      localizedEntries(
        origin,
        hrefsBySlug(category.slugs, (slug) => ({ pathname: '/kategorie/[slug]', params: { slug } })),
        modified(category.lastModified),
      ),
    ),
    ...cmsPages.flatMap((page) =>
      localizedEntries(
        origin,
        cmsPageHrefs({ key: page.key ?? '', slugs: page.slugs }),
        modified(page.lastModified),
      ),
    ),
    ...topics.flatMap((topic) => localizedEntries(origin, topicHrefs(topic.slugs))),
    ...trends.flatMap((trend) =>
      localizedEntries(origin, trendHrefs(trend.slugs), modified(trend.lastModified)),
    ),
  ];
}
