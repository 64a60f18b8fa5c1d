import type { ProductCard as ProductCardData } from '@/lib/server/services/product-cards';
import { ProductCard } from './product-card';

export function ProductRow({ products }: { products: ProductCardData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
