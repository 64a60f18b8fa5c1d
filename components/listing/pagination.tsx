import { PageLinks } from '@/components/ui/page-links';
import { setPage } from '@/lib/listing/listing-changes';
import type { ListingQuery } from '@/lib/listing/listing-query';
import { listingHref, type ListingRoute } from './listing-route';

interface PaginationProps {
  route: ListingRoute;
  query: ListingQuery;
  pageCount: number;
}

/** The listing's pages, each link keeping the filters and the sort in the URL. */
export function Pagination({ route, query, pageCount }: PaginationProps) {
  return (
    <PageLinks
      page={query.page}
      pageCount={pageCount}
      hrefOf={(target) => listingHref(route, setPage(query, target))}
    />
  );
}
