'use client';

import { lazy, Suspense } from 'react';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';

// Only a signed-in user has a heart: a visitor's page loads neither it nor the favourites' queries.
const FavouriteToggle = lazy(() =>
  import('./favourite-toggle').then((module) => ({ default: module.FavouriteToggle })),
);

export interface FavouriteButtonProps {
  productId: number;
  /** A product box: the heart alone, named after the product for screen readers. */
  compact?: { name: string };
}

/** A heart that adds the product to the signed-in user's favourites or removes it; nothing for visitors. */
export function FavouriteButton(props: FavouriteButtonProps) {
  const { data: user } = useSessionUser();
  // A visitor's card runs only the session query: the favourites query and the mutation are for users.
  return user ? (
    <Suspense>
      <FavouriteToggle {...props} />
    </Suspense>
  ) : null;
}
