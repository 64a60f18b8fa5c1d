/** Keys of the fixed CMS pages (cms_pages.key) that routes and the frame point at. */
export const cmsPageKeys = [
  'terms',
  'terms-b2b',
  'privacy',
  'privacy-b2b',
  'returns',
  'returns-b2b',
  'about',
  'contact',
  'delivery',
  'dispatch',
  'gift',
  'partners',
  'trade-fair',
  'return-form',
  'why-buy',
] as const;

export type CmsPageKey = (typeof cmsPageKeys)[number];
