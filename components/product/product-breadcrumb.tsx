import { useTranslations } from 'next-intl';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { Link } from '@/lib/i18n/navigation';
import type { BreadcrumbItem } from '@/lib/server/services/catalog/product/product-breadcrumb';

/** Home › categories › the product (the current page, not a link). */
export function ProductBreadcrumb({ items, current }: { items: BreadcrumbItem[]; current: string }) {
  const t = useTranslations('Product');
  const link = 'text-blue hover:underline';
  return (
    <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-grey-600">
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
