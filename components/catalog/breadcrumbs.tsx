import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { LocalizedHref } from '@/lib/seo/localized-alternates';

export interface BreadcrumbItem {
  name: string;
  /** null: the current page, shown as text. */
  href: LocalizedHref | null;
}

// WCAG 2.5.8: 24 px high tap targets; the smaller margin and row gap keep the page where it was.
const linkClass = 'inline-flex min-h-6 items-center hover:text-blue hover:underline';

/** Home › … › the current page. */
export async function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const t = await getTranslations('Listing');
  const all: BreadcrumbItem[] = [{ name: t('home'), href: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumb')} className="mb-3 text-sm text-grey-600">
      <ol className="flex flex-wrap items-center gap-x-2">
        {all.map((item, index) => (
          <li key={`${index}-${item.name}`} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">›</span>}
            {item.href && index < all.length - 1 ? (
              <Link href={item.href} className={linkClass}>
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="text-grey-900">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
