/**
 * The one way a page reaches its data: one loader per page, taking what the route gives and returning
 * all its page and metadata show. Reads shared by every visitor are cached inside, by the entries of
 * lib/server/cache/cache-manifest.ts. A loader that both the metadata and the page call runs once per
 * request (React `cache`).
 */
export { loadExchangeRatePage, loadMaxCartDiscountPage, loadPartnerDiscountPage } from './admin-settings';
export { loadMailJobsPage } from './admin-mail-jobs';
export { loadAccountOrderPage } from './account-order';
export { loadAccountOrdersPage } from './account-orders';
export { loadAccountSettingsPage } from './account-settings';
export { loadCompanySettingsPage } from './b2b-company-settings';
export { loadCompanyUsersPage } from './b2b-company-users';
export { loadInvitationPage } from './b2b-invitation';
export { loadB2bInvoicesPage } from './b2b-invoices';
export { loadB2bRecommendedPage } from './b2b-recommended';
export { loadCategoryPage } from './category';
export { type CmsPageData, loadCmsPageBySlug, loadFixedCmsPage } from './cms-page';
export { loadFavouritesPage } from './favourites';
export { loadPartnerDiscountPercent } from './for-companies';
export { loadHomePageData } from './home';
export { loadPasswordResetPage } from './password-reset';
export { loadProductPage } from './product';
export { loadPurchasedGoodsPage } from './purchased-goods';
export { loadSearch, type SearchView } from './search';
export { loadSelectCustomerPage } from './select-customer';
export { loadShopFrame, type ShopFrameData } from './shop-frame';
export { loadSpecialListPage } from './special-list';
export { loadTopicPageData } from './topic';
export { loadTrendPageData } from './trend';
export { loadTrendsPage } from './trends';
export { loadUnsubscribePage } from './unsubscribe';
