import { z } from 'zod';
import * as account from '@/lib/api/contract/account';
import * as accountOrders from '@/lib/api/contract/account-orders';
import * as addresses from '@/lib/api/contract/addresses';
import * as adminB2bAccounts from '@/lib/api/contract/admin/b2b-accounts';
import * as adminBoost from '@/lib/api/contract/admin/boost';
import * as adminCategories from '@/lib/api/contract/admin/categories';
import * as adminCmsPages from '@/lib/api/contract/admin/cms-pages';
import * as adminCustomers from '@/lib/api/contract/admin/customers';
import * as adminDiscountCodes from '@/lib/api/contract/admin/discount-codes';
import * as adminList from '@/lib/api/contract/admin/list';
import * as adminOrders from '@/lib/api/contract/admin/orders';
import * as adminProducts from '@/lib/api/contract/admin/products';
import * as adminPromotions from '@/lib/api/contract/admin/promotions';
import * as adminRedirects from '@/lib/api/contract/admin/redirects';
import * as adminRegistrations from '@/lib/api/contract/admin/registrations';
import * as adminSearchTuning from '@/lib/api/contract/admin/search-tuning';
import * as adminSettings from '@/lib/api/contract/admin/settings';
import * as adminShipping from '@/lib/api/contract/admin/shipping';
import * as adminStatistics from '@/lib/api/contract/admin/statistics';
import * as adminTranslations from '@/lib/api/contract/admin/translations';
import * as adminTrends from '@/lib/api/contract/admin/trends';
import * as adminUsers from '@/lib/api/contract/admin/users';
import * as auth from '@/lib/api/contract/auth';
import * as b2bCompany from '@/lib/api/contract/b2b-company';
import * as b2bCustomers from '@/lib/api/contract/b2b-customers';
import * as b2bInvoices from '@/lib/api/contract/b2b-invoices';
import * as b2bRecommended from '@/lib/api/contract/b2b-recommended';
import * as b2bUsers from '@/lib/api/contract/b2b-users';
import * as cart from '@/lib/api/contract/cart';
import * as catalog from '@/lib/api/contract/catalog';
import * as checkout from '@/lib/api/contract/checkout';
import * as companyRegistration from '@/lib/api/contract/company-registration';
import * as devGateway from '@/lib/api/contract/dev-gateway';
import * as health from '@/lib/api/contract/health';
import * as menu from '@/lib/api/contract/menu';
import * as newsletter from '@/lib/api/contract/newsletter';
import * as offer from '@/lib/api/contract/offer';
import * as options from '@/lib/api/contract/options';
import * as order from '@/lib/api/contract/order';
import * as pageViews from '@/lib/api/contract/page-views';
import * as purchasedGoods from '@/lib/api/contract/purchased-goods';
import * as quickOrder from '@/lib/api/contract/quick-order';
import * as search from '@/lib/api/contract/search';
import * as settings from '@/lib/api/contract/settings';
import * as adminCatalogResponses from '@/lib/api/endpoints/responses/admin-catalog';
import * as adminContentResponses from '@/lib/api/endpoints/responses/admin-content';
import * as adminCustomerResponses from '@/lib/api/endpoints/responses/admin-customers';
import * as adminOrderResponses from '@/lib/api/endpoints/responses/admin-orders';
import * as errorResponses from '@/lib/api/endpoints/responses/error';
import * as serviceResponses from '@/lib/api/endpoints/responses/service';

/** The contract's modules; an admin module's schemas are named `Admin…` (the shop has its own of some names). */
const shopModules: Record<string, Record<string, unknown>> = {
  account,
  accountOrders,
  addresses,
  auth,
  b2bCompany,
  b2bCustomers,
  b2bInvoices,
  b2bRecommended,
  b2bUsers,
  cart,
  catalog,
  checkout,
  companyRegistration,
  devGateway,
  health,
  menu,
  newsletter,
  offer,
  options,
  order,
  pageViews,
  purchasedGoods,
  quickOrder,
  search,
  settings,
  errorResponses,
  serviceResponses,
};

const adminModules: Record<string, Record<string, unknown>> = {
  adminB2bAccounts,
  adminBoost,
  adminCategories,
  adminCmsPages,
  adminCustomers,
  adminDiscountCodes,
  adminList,
  adminOrders,
  adminProducts,
  adminPromotions,
  adminRedirects,
  adminRegistrations,
  adminSearchTuning,
  adminSettings,
  adminShipping,
  adminStatistics,
  adminTranslations,
  adminTrends,
  adminUsers,
  adminCatalogResponses,
  adminContentResponses,
  adminCustomerResponses,
  adminOrderResponses,
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `cartResponseSchema` → `CartResponse`; in an admin module `customerPriceSchema` → `AdminCustomerPrice`. */
function componentName(exportName: string, admin: boolean): string {
  const base = capitalized(exportName.replace(/Schema$/, ''));
  return admin && !base.startsWith('Admin') ? `Admin${base}` : base;
}

/**
 * The name each object schema of the contract has in the document's `components.schemas`: the name it is
 * exported under, so a reader finds it in the code. A name two modules share gets the later module's name
 * before it; a schema exported twice keeps its first name.
 */
export function contractComponentNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  const groups: [Record<string, Record<string, unknown>>, boolean][] = [
    [shopModules, false],
    [adminModules, true],
  ];
  for (const [modules, admin] of groups) {
    for (const [moduleName, exports] of Object.entries(modules)) {
      for (const [exportName, value] of Object.entries(exports)) {
        if (!(value instanceof z.ZodObject) || names.has(value)) continue;
        let name = componentName(exportName, admin);
        if (taken.has(name)) name = `${capitalized(moduleName)}${name}`;
        names.set(value, name);
        taken.add(name);
      }
    }
  }
  return names;
}
