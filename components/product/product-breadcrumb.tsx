import { useTranslations } from 'next-intl';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { Link } from '@/lib/i18n/navigation';
import type { BreadcrumbItem } from '@/lib/server/services/catalog/product/product-breadcrumb';

/** Home › categories › the product (the current page, not a link). */
export function ProductBreadcrumb({ items, current }: { items: BreadcrumbItem[]; current: string }) {
  const t = useTranslations('Product');
  // WCAG 2.5.8: 24 px high tap targets; 4 px less margin below keeps the page where it was.
  const link = 'inline-flex min-h-6 items-center text-blue hover:underline';
  return (
    <nav aria-label={t('breadcrumb')} className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 text-grey-600">
        <li>
          <Link href="/" className={link}>
            {t('home')}
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.url} className="flex items-center gap-2">
            <span aria-hidden="true">›</span>
            <LocalizedUrlLink href={item.url} className={link}>
              {item.name}
            </LocalizedUrlLink>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden="true">›</span>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
