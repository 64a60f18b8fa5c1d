'use client';

import { useTranslations } from 'next-intl';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { MediaImage } from '@/components/ui/media-image';
import type { SuggestProduct } from '@/lib/api/contract/search';
import { useOwnProductPrice } from '@/lib/api/hooks/use-customer-prices';
import { useCustomerPricingKey } from '@/lib/api/hooks/use-customer-pricing-key';
import { usePriceMode } from '@/lib/api/hooks/use-price-mode';
import { formatPrice } from '@/lib/format/price';
import { Link } from '@/lib/i18n/navigation';
import type { PriceMode } from '@/lib/pricing';
import { SearchIcon } from './search-icon';
import type { SearchOption } from './search-panel';

const rowLayout = 'flex w-full items-center gap-3 px-4 py-2 text-left text-sm';
// Two text colours in one class list: the stylesheet's order, not the list's, would decide.
const rowClass = `${rowLayout} text-grey-900`;

interface SearchOptionItemProps {
  option: SearchOption;
  id: string;
  active: boolean;
  /** A link was followed: the list (and the mobile overlay) closes. */
  onLeave: () => void;
  onChooseTerm: (term: string) => void;
}

/**
 * One option of the search list. The link or button is the option itself (an option may not hold a
 * control); the input keeps the focus, so they are not tab stops.
 */
export function SearchOptionItem({ option, id, active, onLeave, onChooseTerm }: SearchOptionItemProps) {
  const t = useTranslations('Search');
  const asOption = { role: 'option', id, 'aria-selected': active, tabIndex: -1 } as const;
  const selectable = 'cursor-pointer hover:bg-grey-50 aria-selected:bg-light-blue';
  const content = () => {
    switch (option.kind) {
      case 'product':
      case 'last-visited':
        return (
          <LocalizedUrlLink
            href={option.product.url}
            {...asOption}
            onClick={onLeave}
            className={`${rowClass} ${selectable}`}
          >
            <ProductRow product={option.product} />
          </LocalizedUrlLink>
        );
      case 'category':
        return (
          <LocalizedUrlLink
            href={option.category.url}
            {...asOption}
            onClick={onLeave}
            className={`${rowClass} ${selectable}`}
          >
            {option.category.name}
          </LocalizedUrlLink>
        );
      case 'brand':
        return (
          <LocalizedUrlLink
            href={option.brand.url}
            {...asOption}
            onClick={onLeave}
            className={`${rowClass} ${selectable}`}
          >
            {option.brand.name}
          </LocalizedUrlLink>
        );
      case 'more':
        return (
          <Link
            href={{ pathname: '/hladaj', query: { q: option.term } }}
            {...asOption}
            onClick={onLeave}
            className={`${rowLayout} justify-center font-semibold text-blue ${selectable}`}
          >
            {t('moreResults')}
          </Link>
        );
      case 'term':
        return (
          <button
            type="button"
            {...asOption}
            onClick={() => onChooseTerm(option.term)}
            className={`${rowClass} ${selectable}`}
          >
            <SearchIcon className="h-4 w-4 shrink-0 text-grey-600" />
            {option.term}
          </button>
        );
    }
  };
  return <li role="none">{content()}</li>;
}

function ProductRow({ product }: { product: SuggestProduct }) {
  return (
    <>
      <span className="h-12 w-12 shrink-0">
        {product.mainImage ? (
          // The name beside it says what the picture shows.
          <MediaImage image={product.mainImage} alt="" sizes="48px" className="h-12 w-12 object-contain" />
        ) : (
          <span className="block h-12 w-12 rounded bg-grey-100" />
        )}
      </span>
      <span className="min-w-0 flex-1">{product.name}</span>
      <span className="font-semibold whitespace-nowrap text-dark-blue" data-testid="search-price">
        <SuggestedPrice product={product} />
      </span>
    </>
  );
}

/** Spec §1: the shopper's own price, in their price mode, once it arrives; the list price until then. */
function SuggestedPrice({ product }: { product: SuggestProduct }) {
  const pricingKey = useCustomerPricingKey();
  const mode = usePriceMode();
  if (pricingKey === null) return <ShownPrice price={product.price} mode={mode} />;
  return <OwnSuggestedPrice pricingKey={pricingKey} product={product} mode={mode} />;
}

function OwnSuggestedPrice({
  pricingKey,
  product,
  mode,
}: {
  pricingKey: string;
  product: SuggestProduct;
  mode: PriceMode;
}) {
  const own = useOwnProductPrice(pricingKey, product.id);
  return own ? (
    <ShownPrice price={own} mode={own.primary} />
  ) : (
    <ShownPrice price={product.price} mode={mode} />
  );
}

function ShownPrice({ price, mode }: { price: SuggestProduct['price']; mode: PriceMode }) {
  return formatPrice(mode === 'net' ? price.without_vat : price.with_vat, price.currency);
}
