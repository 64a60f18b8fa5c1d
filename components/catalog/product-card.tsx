import { useTranslations } from 'next-intl';
import { CustomerPrice } from '@/components/product/customer-price';
import { FavouriteButton } from '@/components/product/favourite-button';
import { MediaImage } from '@/components/ui/media-image';
import { Link } from '@/lib/i18n/navigation';
import { PackNote } from './pack-note';
import type { ProductCard as ProductCardData } from '@/lib/server/services/product-cards';

interface ProductCardProps {
  product: ProductCardData;
  /** Listings give the image a fixed box (spec §9: image 300 px) and mark the first one as the LCP image. */
  imageClassName?: string;
  priority?: boolean;
}

export function ProductCard({ product, imageClassName, priority = false }: ProductCardProps) {
  const t = useTranslations('ProductCard');
  return (
    <article
      className="relative flex h-full flex-col rounded-lg border border-grey-200 p-3"
      data-testid="product-card"
    >
      {/* Signed-in shoppers only (the card itself is the same cached HTML for everybody). */}
      <div className="absolute top-2 right-2 z-10">
        <FavouriteButton productId={product.id} compact={{ name: product.name }} />
      </div>
      <Link
        href={{ pathname: '/produkt/[slug]', params: { slug: product.slug } }}
        className="flex flex-1 flex-col gap-2 hover:text-blue"
      >
        {product.image && (
          // Decorative here: the product's name is the link's text right below it.
          <MediaImage
            image={product.image}
            alt=""
            className={imageClassName}
            priority={priority}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 33vw, 50vw"
          />
        )}
        <h3 className="font-sans text-base font-medium text-grey-900">{product.name}</h3>
      </Link>
      <CustomerPrice productId={product.id} price={product.price} from={product.hasVariantPrices} />
      {product.packPieces !== null && (
        <PackNote
          pieces={product.packPieces}
          packPrice={product.price.withVat}
          currency={product.price.currency}
        />
      )}
      <p className={product.inStock ? 'text-sm text-dark-green' : 'text-sm text-grey-600'}>
        {product.inStock ? t('inStock') : t('onRequest')}
      </p>
    </article>
  );
}
