import type { Metadata } from 'next';
import type { Locale } from '@/lib/config/locales';
import { hreflangAlternates } from '@/lib/seo/hreflang';
import type { ProductDetail } from '@/lib/server/services/catalog/product/product-detail';
import { productUrl } from '@/lib/server/services/search/urls';

/** Title, description, canonical, hreflang (each language's own slug) and Open Graph of a product. */
export function productMetadata(product: ProductDetail, locale: Locale): Metadata {
  const url = productUrl(locale, product.slug);
  const languages = Object.fromEntries(
    Object.entries(product.slugs).map(([other, slug]) => [other, productUrl(other as Locale, slug)]),
  );
  const description = product.shortDescription || undefined;
  const image = product.images[0];
  return {
    title: product.name,
    description,
    alternates: hreflangAlternates(url, languages),
    openGraph: {
      type: 'website',
      url,
      title: product.name,
      description,
      locale,
      images: image ? [{ url: image.url, width: image.width, height: image.height, alt: product.name }] : [],
    },
  };
}
