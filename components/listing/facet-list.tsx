'use client';

import { useTranslations } from 'next-intl';
import { usePriceMode } from '@/lib/api/hooks/use-price-mode';
import type { CurrencyCode } from '@/lib/config/channels';
import { setInStock, setPriceRange, toggleBrand, toggleParameter } from '@/lib/listing/listing-changes';
import type { ListingQuery } from '@/lib/listing/listing-query';
import type { ListingChange } from '@/lib/listing/use-listing-navigation';
import type { ListingFacets } from '@/lib/server/services/catalog/listing/listing-types';
import { FacetCheckbox } from './facet-checkbox';
import { FacetGroup } from './facet-group';
import { PriceFilter } from './price-filter';

/** Parameters open at first; the rest start folded so that a long list stays scannable. */
const OPEN_PARAMETERS = 4;

interface FacetListProps {
  query: ListingQuery;
  facets: ListingFacets;
  currency: CurrencyCode;
  showBrands: boolean;
  navigate: (change: ListingChange) => void;
}

export function FacetList({ query, facets, currency, showBrands, navigate }: FacetListProps) {
  const t = useTranslations('Listing');
  const { filters } = query;
  const priceMode = usePriceMode();
  // Bounds in the URL keep the basis they were set in; a new filter takes the shopper's (spec §1).
  const bounded = filters.priceFrom !== null || filters.priceTo !== null;
  const withoutVat = bounded ? filters.priceWithoutVat : priceMode === 'net';
  return (
    <div data-testid="facets">
      <FacetGroup
        title={t('availability')}
        rows={[
          <FacetCheckbox
            key="in-stock"
            label={t('inStockOnly')}
            count={facets.inStock.count}
            checked={facets.inStock.selected}
            onChange={() => navigate((latest) => setInStock(latest, !latest.filters.inStock))}
          />,
        ]}
      />
      <FacetGroup
        title={withoutVat ? t('priceWithoutVat') : t('price')}
        rows={[
          <PriceFilter
            key="price"
            from={filters.priceFrom}
            to={filters.priceTo}
            range={facets.price && (withoutVat ? netRange(facets.price) : facets.price)}
            currency={currency}
            onApply={(from, to) => navigate((latest) => setPriceRange(latest, from, to, withoutVat))}
          />,
        ]}
      />
      {showBrands && facets.brands.length > 0 && (
        <FacetGroup
          title={t('brands')}
          rows={facets.brands.map((brand) => (
            <FacetCheckbox
              key={brand.slug}
              label={brand.name}
              count={brand.count}
              checked={brand.selected}
              onChange={() => navigate((latest) => toggleBrand(latest, brand.slug))}
            />
          ))}
        />
      )}
      {facets.parameters.map((parameter, index) => (
        <FacetGroup
          key={parameter.name}
          title={parameter.name}
          defaultOpen={index < OPEN_PARAMETERS || parameter.values.some((value) => value.selected)}
          rows={parameter.values.map((value) => (
            <FacetCheckbox
              key={value.value}
              label={value.value}
              count={value.count}
              checked={value.selected}
              onChange={() => navigate((latest) => toggleParameter(latest, parameter.name, value.value))}
            />
          ))}
        />
      ))}
    </div>
  );
}

function netRange(price: NonNullable<ListingFacets['price']>) {
  return { min: price.netMin, max: price.netMax };
}
