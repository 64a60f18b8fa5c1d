import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { type ChannelId, channels } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { cachedReads } from '@/lib/server/cache/cache-manifest';
import { cachedRead } from '@/lib/server/cache/cached-read';
import { redirectToOwnSlug } from '@/lib/server/content/own-slug-redirect';
import { getDb } from '@/lib/server/db';
import { loadProductDetail, type ProductDetail } from '@/lib/server/services/catalog/product/product-detail';

const readProduct = cachedRead(
  cachedReads.productDetail,
  async (locale: Locale, channelId: ChannelId, slug: string) =>
    loadProductDetail(await getDb(), { locale, channel: channels[channelId], slug }),
);

/** A malformed escape (`%E0%A4%A`) is a page that does not exist, not a server error. */
function decodedSlug(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The product, or a redirect to this language's slug of a product found by another's, or a 404. */
export const loadProductPage = cache(
  async (locale: Locale, channelId: ChannelId, rawSlug: string): Promise<ProductDetail> => {
    const slug = decodedSlug(rawSlug);
    if (slug === null) notFound();
    const product = await readProduct(locale, channelId, slug);
    if (product) return product;
    await redirectToOwnSlug({ kind: 'product', locale, slug: rawSlug });
    notFound();
  },
);
