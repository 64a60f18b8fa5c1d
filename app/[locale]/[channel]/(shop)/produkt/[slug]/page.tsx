import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductBreadcrumb } from '@/components/product/product-breadcrumb';
import { ProductDetails } from '@/components/product/product-details';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductJsonLd } from '@/components/product/product-json-ld';
import { ProductRelationRow } from '@/components/product/product-relations';
import { PurchasePanel } from '@/components/product/purchase-panel';
import { VisitRecorder } from '@/components/product/visit-recorder';
import { shopOrigin } from '@/lib/config/shop-origins';
import { pageContext } from '@/lib/server/page-context';
import { loadProductPage } from '@/lib/server/page-data';
import { productUrl } from '@/lib/server/services/search/urls';
import { productMetadata } from './product-metadata';

export const revalidate = 3600;

/** Rendered on first request and cached per locale, shop and slug (no database at build time). */
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/[channel]/produkt/[slug]'>;

async function productOf({ params }: Props) {
  const { locale, channel } = await pageContext(params);
  const product = await loadProductPage(locale, channel.id, (await params).slug);
  return { product, locale, channel };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { product, locale } = await productOf(props);
  return productMetadata(product, locale);
}

export default async function ProductPage(props: Props) {
  const { product, locale, channel } = await productOf(props);
  const t = await getTranslations({ locale, namespace: 'Product' });
  const { flags } = product;
  return (
    <div className="space-y-10">
      <div>
        <ProductBreadcrumb items={product.breadcrumb} current={product.name} />
        {/* Phones read title, picture, then the buy box (the short description after it); from md the
            gallery spans the column's rows on the left, as before. */}
        <div className="grid gap-4 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-10">
          <div className="flex flex-col gap-4 md:col-start-2">
            {(flags.isSale || flags.isNew) && (
              <div className="flex flex-wrap gap-2 text-xs font-semibold uppercase">
                {flags.isSale && <span className="rounded bg-red px-2 py-1 text-white">{t('sale')}</span>}
                {flags.isNew && <span className="rounded bg-dark-blue px-2 py-1 text-white">{t('new')}</span>}
              </div>
            )}
            <h1 className="text-2xl font-semibold md:text-3xl" data-testid="product-name">
              {product.name}
            </h1>
            {product.brand && (
              <p className="text-sm text-grey-700">
                {t('brand')}: <span className="font-medium">{product.brand.name}</span>
              </p>
            )}
          </div>
          <div className="md:col-start-1 md:row-span-2 md:row-start-1">
            <ProductGallery images={product.images} name={product.name} />
          </div>
          <div className="flex flex-col gap-4 md:col-start-2">
            {product.shortDescription && (
              <p className="text-grey-700 max-md:order-last">{product.shortDescription}</p>
            )}
            <PurchasePanel productId={product.id} productName={product.name} variants={product.variants} />
          </div>
        </div>
      </div>
      <ProductDetails parameters={product.parameters} descriptionHtml={product.descriptionHtml} />
      <ProductRelationRow
        id="product-alternatives"
        title={t('alternatives')}
        products={product.alternatives}
      />
      <ProductRelationRow id="product-related" title={t('related')} products={product.related} />
      <ProductJsonLd
        product={product}
        path={productUrl(locale, product.slug)}
        origin={shopOrigin(channel.id)}
      />
      <VisitRecorder productId={product.id} />
    </div>
  );
}
