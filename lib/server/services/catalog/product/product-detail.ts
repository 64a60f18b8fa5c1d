import 'server-only';
import type { Channel } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import type { ImageRef } from '@/lib/server/services/media';
import { categoryBreadcrumb, type BreadcrumbItem } from './product-breadcrumb';
import { findProductBySlug, type ProductBase } from './product-base';
import { descriptionHtml } from './product-description';
import { productGallery } from './product-gallery';
import { listProductParameters, type ProductParameter } from './product-parameters';
import { listProductVariants, type ProductVariant } from './product-variants';
import { loadProductRelations, type ProductRelations } from './related-products';

/** Everything the product page shows to every visitor of a locale and shop (nothing per user). */
export interface ProductDetail extends Omit<ProductBase, 'description'>, ProductRelations {
  breadcrumb: BreadcrumbItem[];
  images: ImageRef[];
  variants: ProductVariant[];
  parameters: ProductParameter[];
  /** Sanitized HTML. */
  descriptionHtml: string;
}

/** The product of `slug` in the locale and shop; null when there is none or it has no price there. */
export async function loadProductDetail(
  db: DbOrTx,
  shop: { locale: Locale; channel: Channel; slug: string },
): Promise<ProductDetail | null> {
  const { locale, channel, slug } = shop;
  const product = await findProductBySlug(db, locale, slug);
  if (!product) return null;
  const variants = await listProductVariants(
    db,
    { id: product.id, vatClass: product.vatClass, isSale: product.flags.isSale },
    { locale, channel },
  );
  if (variants.length === 0) return null;
  const [breadcrumb, images, parameters, relations] = await Promise.all([
    categoryBreadcrumb(db, locale, product.mainCategoryId),
    productGallery(db, product.id),
    listProductParameters(db, product.id, locale),
    loadProductRelations(db, product, { locale, channel }),
  ]);
  const { description, ...base } = product;
  return {
    ...base,
    ...relations,
    breadcrumb,
    images,
    variants,
    parameters,
    descriptionHtml: descriptionHtml(description),
  };
}
