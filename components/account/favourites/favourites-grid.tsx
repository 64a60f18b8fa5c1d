import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { FavouriteProducts } from '@/lib/server/services/account/favourite-products';
import { FavouriteCard } from './favourite-card';

/** The favourite products as cards, or how to get some. */
export function FavouritesGrid({ favourites }: { favourites: FavouriteProducts }) {
  const t = useTranslations('Favourites');
  if (favourites.total === 0) {
    return (
      <div
        className="flex flex-col items-start gap-3 rounded-lg border border-grey-200 p-6"
        data-testid="favourites-empty"
      >
        <p className="text-lg">{t('empty')}</p>
        <Link href="/" className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue">
          {t('browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-grey-600" role="status">
        {t('count', { count: favourites.total })}
      </p>
      <ul
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        data-testid="favourites"
      >
        {favourites.products.map((product) => (
          <li key={product.id}>
            <FavouriteCard
              product={product}
              priceMode={favourites.price_mode}
              currency={favourites.currency_code}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
