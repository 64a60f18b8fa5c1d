import { ProductRow } from '@/components/catalog/product-row';
import type { ProductCard } from '@/lib/server/services/product-cards';

/** A titled row of product cards; nothing when there are none. */
export function ProductRelationRow({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: ProductCard[];
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-semibold">
        {title}
      </h2>
      <ProductRow products={products} />
    </section>
  );
}
