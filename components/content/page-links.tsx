import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

interface PageLinksProps {
  page: number;
  pageCount: number;
}

const linkClass = 'rounded border border-grey-300 px-3 py-2 hover:border-blue hover:text-blue';

/** Crawlable links to every page of the trends list; page 1 is the plain URL. */
export function PageLinks({ page, pageCount }: PageLinksProps) {
  const t = useTranslations('Content');
  if (pageCount <= 1) return null;
  const href = (target: number) => ({
    pathname: '/trendy-a-inspiracie' as const,
    query: target > 1 ? { page: String(target) } : undefined,
  });
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={t('pagination')}>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" className={linkClass}>
              {t('previousPage')}
            </Link>
          </li>
        )}
        {pages.map((target) => (
          <li key={target}>
            <Link
              href={href(target)}
              aria-label={t('page', { page: target })}
              aria-current={target === page ? 'page' : undefined}
              className={target === page ? `${linkClass} border-blue bg-blue text-white` : linkClass}
            >
              {target}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} rel="next" className={linkClass}>
              {t('nextPage')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
