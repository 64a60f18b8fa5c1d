import { ProductRow } from '@/components/catalog/product-row';
import { Link } from '@/lib/i18n/navigation';
import type { ProductCard } from '@/lib/server/services/product-cards';

type ListPathname = '/novinky/[[...path]]' | '/nejprodavanejsi/[[...path]]' | '/doporucujeme/[[...path]]';

export interface HomeProductSectionProps {
  id: string;
  title: string;
  /** The full list this row is the beginning of. */
  list: ListPathname;
  linkText: string;
  products: ProductCard[];
}

/** A row of product cards under its heading, with a link to the whole list; nothing for an empty list. */
export function HomeProductSection({ id, title, list, linkText, products }: HomeProductSectionProps) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        <Link
          href={{ pathname: list, params: { path: undefined } }}
          className="font-medium text-blue hover:underline"
        >
          {linkText}
        </Link>
      </div>
      <ProductRow products={products} />
    </section>
  );
}
