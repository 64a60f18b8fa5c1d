import { ProductCard } from '@/components/catalog/product-card';
import type { ProductCard as ProductCardData } from '@/lib/server/services/product-cards';

/**
 * Spec §9: a product box is 450 px high with a 300 px image (from the small-tablet width up; two narrow
 * columns on a phone keep a square image). Fixed boxes keep the grid from shifting while images load.
 */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4" data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id} className="sm:h-[450px]">
          <ProductCard
            product={product}
            priority={index === 0}
            imageClassName="aspect-square w-full object-contain sm:aspect-auto sm:h-[300px]"
          />
        </li>
      ))}
    </ul>
  );
}
