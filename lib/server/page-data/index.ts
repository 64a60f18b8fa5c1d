/**
 * The one way a page reaches its data: one loader per page, taking what the route gives and returning
 * all its page and metadata show. Reads shared by every visitor are cached inside, by the entries of
 * lib/server/cache/cache-manifest.ts; each loader runs once per request (React `cache`).
 */
export { loadCategoryPage } from './category';
export { type CmsPageData, loadCmsPageBySlug, loadFixedCmsPage } from './cms-page';
export { loadPartnerDiscountPercent } from './for-companies';
export { loadHomePageData } from './home';
export { loadProductPage } from './product';
export { loadSearch, type SearchView } from './search';
export { loadShopFrame, type ShopFrameData } from './shop-frame';
export { loadSpecialListPage } from './special-list';
export { loadTopicPageData } from './topic';
export { loadTrendPageData } from './trend';
export { loadTrendsPage } from './trends';
