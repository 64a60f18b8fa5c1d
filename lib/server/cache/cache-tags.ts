/**
 * Tags of cached catalog reads (and so of the cached pages that use them): a write expires the tag of
 * what it changed, and every page and read carrying it is rendered from the database on its next request.
 */
export const cacheTags = {
  /** Products, variants, prices, stock, categories, brands, the exchange rate. */
  catalog: 'catalog',
  /** CMS pages, topics, trends, slides, banners, branches. */
  content: 'content',
  /** Overrides of UI texts (admin `preklady`): every page carries it, as every page shows texts. */
  messages: 'messages',
  /** The most searched terms every visitor is shown: the admin hides and shows them (`vyhledavani`). */
  searchTerms: 'search-terms',
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];
