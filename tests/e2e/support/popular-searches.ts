/**
 * Terms several visitors searched before the browser tests start (prepare-orders.ts writes them): the shop
 * shows a term as most searched only once 3 different visitors searched it, and every browser of the
 * suite comes from one address, which is one visitor.
 */
export const popularSearches = {
  /** The search page offers it among the most searched terms. */
  shown: 'tanier',
  /** The admin hides it and shows it again. */
  toHide: 'hlboký tanier',
} as const;
