import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type BreadcrumbItem, Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { JsonLd } from '@/components/catalog/json-ld';
import type { Channel } from '@/lib/config/channels';
import { shopOrigin } from '@/lib/config/shop-origins';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { ListingResult } from '@/lib/server/services/catalog/listing/listing-types';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { EmptyListing } from './empty-listing';
import { FilterPanel } from './filter-panel';
import { listingBaseUrl, type ListingRoute } from './listing-route';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

interface ListingViewProps {
  locale: Locale;
  channel: Channel;
  route: ListingRoute;
  title: string;
  /** Above the title: "Brand" on a brand page. */
  eyebrow?: string;
  intro?: ReactNode;
  breadcrumb: BreadcrumbItem[];
  /** Subcategory tiles and the like, between the title and the products. */
  children?: ReactNode;
  result: ListingResult;
  showBrandFacet: boolean;
}

/** Every product listing: breadcrumb, title, filters, sort, the grid and pagination. */
export async function ListingView(props: ListingViewProps) {
  const { locale, channel, route, title, eyebrow, intro, breadcrumb, children, result } = props;
  const t = await getTranslations('Listing');
  const baseUrl = listingBaseUrl(locale, route);
  const jsonLd = breadcrumbJsonLd(
    [
      { name: t('home'), url: getPathname({ locale, href: '/' }) },
      ...breadcrumb.map((item) => ({
        name: item.name,
        url: item.href ? getPathname({ locale, href: item.href }) : null,
      })),
    ],
    shopOrigin(channel.id),
  );
  return (
    <div>
      <JsonLd data={jsonLd} />
      <Breadcrumbs items={breadcrumb} />
      <header className="mb-4">
        {eyebrow && <p className="text-sm font-medium tracking-wide text-blue uppercase">{eyebrow}</p>}
        <h1 className="text-2xl font-semibold text-dark-blue md:text-3xl">{title}</h1>
        {intro && <div className="mt-2 max-w-3xl text-grey-700">{intro}</div>}
      </header>
      {children}
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <FilterPanel
          baseUrl={baseUrl}
          query={result.query}
          facets={result.facets}
          total={result.total}
          currency={channel.currency}
          showBrands={props.showBrandFacet}
        />
        <section aria-label={title}>
          {/* The cards' titles are h3: without this the outline jumps from the page's h1 to them. */}
          <h2 className="sr-only">{t('productsHeading')}</h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-grey-700" role="status" data-testid="listing-total">
              {t('productCount', { count: result.total })}
            </p>
            <SortSelect
              baseUrl={baseUrl}
              query={result.query}
              sort={result.sort}
              defaultSort={result.defaultSort}
              sorts={result.sorts}
            />
          </div>
          {result.products.length > 0 ? (
            <ProductGrid products={result.products} />
          ) : (
            <EmptyListing route={route} query={result.query} />
          )}
          <Pagination route={route} query={result.query} pageCount={result.pageCount} />
        </section>
      </div>
    </div>
  );
}
