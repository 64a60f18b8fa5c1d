import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server's HTML and until React has hydrated the component, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
