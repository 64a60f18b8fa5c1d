import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { setPage } from '@/lib/listing/listing-changes';
import type { ListingQuery } from '@/lib/listing/listing-query';
import { listingHref, type ListingRoute } from './listing-route';

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

interface PaginationProps {
  route: ListingRoute;
  query: ListingQuery;
  pageCount: number;
}

const linkClass = 'flex min-w-10 items-center justify-center rounded border px-3 py-2';

/** Real links (crawlable, open in a new tab) that keep the filters and the sort in the URL. */
export async function Pagination({ route, query, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('Listing');
  const { page } = query;
  const hrefOf = (target: number) => listingHref(route, setPage(query, target));
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link
              href={hrefOf(page - 1)}
              rel="prev"
              className={`${linkClass} border-grey-300 hover:border-blue`}
            >
              <span aria-hidden="true">‹</span>
              <span className="ml-1 hidden sm:inline">{t('previous')}</span>
              <span className="sr-only sm:hidden">{t('previous')}</span>
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
                  <span className="sr-only">{t('pageLabel', { page: target })}</span>
                  <span aria-hidden="true">{target}</span>
                </span>
              ) : (
                <Link
                  href={hrefOf(target)}
                  aria-label={t('pageLabel', { page: target })}
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
              <span className="mr-1 hidden sm:inline">{t('next')}</span>
              <span className="sr-only sm:hidden">{t('next')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
      <p className="text-sm text-grey-600">{t('pageOf', { page, count: pageCount })}</p>
    </nav>
  );
}
