import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { clearFilters } from '@/lib/listing/listing-changes';
import { hasActiveFilters, type ListingQuery } from '@/lib/listing/listing-query';
import { listingHref, type ListingRoute } from './listing-route';

/** Nothing to show: with filters, a way back to the whole listing; without, a way home. */
export async function EmptyListing({ route, query }: { route: ListingRoute; query: ListingQuery }) {
  const t = await getTranslations('Listing');
  const filtered = hasActiveFilters(query.filters);
  return (
    <div className="rounded-lg border border-dashed border-grey-300 px-6 py-10 text-center" role="status">
      <h2 className="text-xl font-semibold text-dark-blue">{t('emptyTitle')}</h2>
      <p className="mt-2 text-grey-700">{filtered ? t('emptyFiltered') : t('emptyListing')}</p>
      <p className="mt-4">
        {filtered ? (
          <Link
            href={listingHref(route, clearFilters(query))}
            className="font-medium text-blue hover:underline"
          >
            {t('clearFilters')}
          </Link>
        ) : (
          <Link href="/" className="font-medium text-blue hover:underline">
            {t('backHome')}
          </Link>
        )}
      </p>
    </div>
  );
}
