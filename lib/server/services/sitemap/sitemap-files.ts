import 'server-only';
import type { ChannelId } from '@/lib/config/channels';
import type { DbOrTx } from '@/lib/server/db';
import type { SitemapEntry } from './sitemap-entries';
import { listPageEntries } from './sitemap-pages';
import { countListedProducts, listProductEntries } from './sitemap-products';

/** Three locales per product keep a file at 30,000 URLs, under the protocol's 50,000 per sitemap. */
export const PRODUCTS_PER_SITEMAP = 10_000;

const PAGES_ID = 'pages';
const PRODUCTS_ID = /^products-([1-9]\d*)$/;

interface SitemapShop {
  origin: string;
  channel: ChannelId;
  /** Products per file; the default outside tests. */
  productsPerFile?: number;
}

/** The files of the shop's sitemap: the pages, then the products split into files. */
export async function listSitemapIds(
  db: DbOrTx,
  { channel, productsPerFile = PRODUCTS_PER_SITEMAP }: Omit<SitemapShop, 'origin'>,
): Promise<string[]> {
  const files = Math.ceil((await countListedProducts(db, channel)) / productsPerFile);
  return [PAGES_ID, ...Array.from({ length: files }, (_, index) => `products-${index + 1}`)];
}

/** The entries of one sitemap file, or null for an id that names no file. */
export async function sitemapFileEntries(
  db: DbOrTx,
  id: string,
  { origin, channel, productsPerFile = PRODUCTS_PER_SITEMAP }: SitemapShop,
): Promise<SitemapEntry[] | null> {
  if (id === PAGES_ID) return listPageEntries(db, origin);
  const match = PRODUCTS_ID.exec(id);
  if (!match) return null;
  const offset = (Number(match[1]) - 1) * productsPerFile;
  return listProductEntries(db, { origin, channel, offset, limit: productsPerFile });
}

/** Where `app/sitemap.ts` serves a file (`generateSitemaps` puts them under /sitemap/). */
export function sitemapFileUrl(origin: string, id: string): string {
  return `${origin}/sitemap/${id}.xml`;
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** The sitemap index at /sitemap.xml, which search engines and robots.txt are pointed at. */
export function sitemapIndexXml(origin: string, ids: string[]): string {
  const entries = ids.map((id) => {
    const loc = sitemapFileUrl(origin, id).replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);
    return `<sitemap><loc>${loc}</loc></sitemap>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
  );
}
