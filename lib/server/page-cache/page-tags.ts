import type { CacheTag } from '@/lib/server/cache/cache-tags';
import type { AppPathname } from '@/lib/i18n/routing';

/**
 * What a shared page carries: the tags of the data it shows, and for a product page its product's own
 * tag. An order moves its products' stock, which only their own pages show as a figure: it expires those
 * pages and leaves the rest of the cache as it was (lib/server/services/orders/order-stock-pages.ts).
 */
export type ProductPageTag = `product:${string}`;
export type PageTag = CacheTag | ProductPageTag;

/** A product page's tag, from the slug of its address in any language. */
export function productPageTag(slug: string): ProductPageTag {
  return `product:${slug.toLowerCase()}`;
}

/** The route of product pages in the cache manifest and the route table. */
export const PRODUCT_ROUTE = '/produkt/[slug]' satisfies AppPathname;
