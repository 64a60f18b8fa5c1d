'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast/toast';
import { toastApiError } from './toast-api-error';
import { useFavouriteIds, useSetFavourite } from '@/lib/api/hooks/use-favourites';
import type { FavouriteButtonProps } from './favourite-button';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.3 5 6.7 5c2 0 3.4 1.1 4.3 2.4C11.9 6.1 13.3 5 15.3 5c3.4 0 5.5 3.4 4.2 6.7C19.5 16.4 12 21 12 21Z"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The heart of a signed-in user: adds the product to the favourites or removes it. */
export function FavouriteToggle({ productId, compact }: FavouriteButtonProps) {
  const t = useTranslations('Product');
  const { data: ids } = useFavouriteIds();
  const setFavourite = useSetFavourite();
  const favourite = ids?.has(productId) ?? false;

  function toggle() {
    setFavourite.mutate(
      { productId, favourite: !favourite },
      {
        onSuccess: (response) =>
          toast.success(response.favourite ? t('favouriteAdded') : t('favouriteRemoved')),
        onError: (error) => toastApiError(error, t('favouriteFailed')),
      },
    );
  }

  const common = {
    type: 'button' as const,
    onClick: toggle,
    disabled: ids === undefined || setFavourite.isPending,
    'aria-pressed': favourite,
  };
  if (compact) {
    return (
      <button
        {...common}
        aria-label={
          favourite
            ? t('removeFavouriteNamed', { name: compact.name })
            : t('addFavouriteNamed', { name: compact.name })
        }
        className="flex size-11 items-center justify-center rounded-full bg-white/90 text-red shadow hover:bg-light-blue disabled:opacity-50"
        data-testid="favourite-toggle"
      >
        <Heart filled={favourite} />
      </button>
    );
  }
  return (
    <button
      {...common}
      className="flex h-11 items-center gap-2 rounded border border-grey-300 px-3 text-sm text-dark-blue hover:bg-light-blue disabled:opacity-50"
      data-testid="favourite-button"
    >
      <Heart filled={favourite} />
      {favourite ? t('removeFavourite') : t('addFavourite')}
    </button>
  );
}
