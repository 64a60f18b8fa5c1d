import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { hrefsBySlug } from '../content/content-hrefs';
import { pricedIn } from '../product-sql';
import { localizedEntries, type SitemapEntry } from './sitemap-entries';
import { translatedSlugs } from './translated-slugs';

/** Active products that have a page in the shop: an active variant priced there (EUR may come from CZK). */
function listedProducts(channel: ChannelId): SQL {
  return sql`products p where p.is_active and ${pricedIn('p', channel)}`;
}

export async function countListedProducts(db: DbOrTx, channel: ChannelId): Promise<number> {
  const [row] = sqlRows<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from ${listedProducts(channel)}`),
  );
  return Number(row?.n ?? 0);
}

/** The product pages of one sitemap file: `limit` products from `offset` in id order, in every locale. */
export async function listProductEntries(
  db: DbOrTx,
  options: { origin: string; channel: ChannelId; offset: number; limit: number },
): Promise<SitemapEntry[]> {
  const { origin, channel, offset, limit } = options;
  const products = await translatedSlugs(
    db,
    sql`
      select page.id, null as key, t.locale, t.slug, page.updated_at as modified
      from (
        select p.id, p.updated_at from ${listedProducts(channel)} order by p.id limit ${limit} offset ${offset}
      ) page
      join product_translations t on t.product_id = page.id
      order by page.id`,
  );
  return products.flatMap((product) =>
    localizedEntries(
      origin,
      hrefsBySlug(product.slugs, (slug) => ({ pathname: '/produkt/[slug]', params: { slug } })),
      product.lastModified ?? undefined,
    ),
  );
}
