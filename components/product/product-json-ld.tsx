import { JsonLd } from '@/components/catalog/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import type { ProductDetail } from '@/lib/server/services/catalog/product/product-detail';
import type { ProductVariant } from '@/lib/server/services/catalog/product/product-variants';

function availability(variant: ProductVariant): string {
  if (variant.stock > 0) return 'https://schema.org/InStock';
  return variant.backorder ? 'https://schema.org/BackOrder' : 'https://schema.org/OutOfStock';
}

/** Minor units as the decimal string schema.org expects: 123450 → "1234.50". */
function decimal(minor: number): string {
  return (minor / 100).toFixed(2);
}

interface ProductJsonLdProps {
  product: ProductDetail;
  /** The page's own path: the canonical address of the page it is on. */
  path: string;
  /** The shop's public origin: schema.org URLs are absolute. */
  origin: string;
}

/** Product with one Offer per variant (the same gross list prices the page shows) and the breadcrumb. */
export function ProductJsonLd({ product, path, origin }: ProductJsonLdProps) {
  const url = new URL(path, origin).href;
  const productData = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.shortDescription || undefined,
    sku: product.variants[0]?.code,
    brand: product.brand ? { '@type': 'Brand', name: product.brand.name } : undefined,
    image: product.images.map((image) => new URL(image.url, origin).href),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.code,
      gtin13: variant.ean ?? undefined,
      name: variant.name || undefined,
      url: `${url}?variant=${variant.id}`,
      price: decimal(variant.price.withVat),
      priceCurrency: variant.price.currency,
      availability: availability(variant),
      itemCondition: 'https://schema.org/NewCondition',
    })),
  };
  return (
    <>
      <JsonLd data={productData} />
      <JsonLd data={breadcrumbJsonLd([...product.breadcrumb, { name: product.name, url: path }], origin)} />
    </>
  );
}
