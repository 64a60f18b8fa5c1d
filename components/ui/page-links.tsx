import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { LocalizedHref } from '@/lib/seo/localized-alternates';

/** The first, the last and two pages either side of the current one; null marks a gap. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let candidate = 1; candidate <= pageCount; candidate++) {
    const near = Math.abs(candidate - page) <= 2;
    if (candidate === 1 || candidate === pageCount || near) pages.push(candidate);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

interface PageLinksProps {
  page: number;
  pageCount: number;
  /** The URL of a page, keeping whatever else the URL holds (filters, sorting). */
  hrefOf: (page: number) => LocalizedHref;
}

const linkClass = 'flex min-w-10 items-center justify-center rounded border px-3 py-2';

/** Real links (crawlable, open in a new tab) to the pages of a list; nothing when there is one page. */
export function PageLinks({ page, pageCount, hrefOf }: PageLinksProps) {
  const t = useTranslations('Listing');
  if (pageCount <= 1) return null;
  const labels = {
    nav: t('pagination'),
    previous: t('previous'),
    next: t('next'),
    page: (target: number) => t('pageLabel', { page: target }),
    pageOf: t('pageOf', { page, count: pageCount }),
  };
  return (
    <nav aria-label={labels.nav} className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link
              href={hrefOf(page - 1)}
              rel="prev"
              className={`${linkClass} border-grey-300 hover:border-blue`}
            >
              <span aria-hidden="true">‹</span>
              <span className="ml-1 hidden sm:inline">{labels.previous}</span>
              <span className="sr-only sm:hidden">{labels.previous}</span>
            </Link>
          </li>
        )}
        {visiblePages(page, pageCount).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-grey-600">
              …
            </li>
          ) : (
            <li key={target}>
              {target === page ? (
                <span
                  aria-current="page"
                  className={`${linkClass} border-blue bg-blue font-semibold text-white`}
                >
                  <span className="sr-only">{labels.page(target)}</span>
                  <span aria-hidden="true">{target}</span>
                </span>
              ) : (
                <Link
                  href={hrefOf(target)}
                  aria-label={labels.page(target)}
                  className={`${linkClass} border-grey-300 hover:border-blue`}
                >
                  {target}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link
              href={hrefOf(page + 1)}
              rel="next"
              className={`${linkClass} border-grey-300 hover:border-blue`}
            >
              <span className="mr-1 hidden sm:inline">{labels.next}</span>
              <span className="sr-only sm:hidden">{labels.next}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
      <p className="text-sm text-grey-600">{labels.pageOf}</p>
    </nav>
  );
}
