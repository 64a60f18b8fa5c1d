import { adminCatalogEndpoints } from './endpoints/admin/catalog';
import { adminContentEndpoints } from './endpoints/admin/content';
import { adminCustomerEndpoints } from './endpoints/admin/customers';
import { adminOrderEndpoints } from './endpoints/admin/orders';
import { adminSettingsEndpoints } from './endpoints/admin/settings';
import { accountEndpoints } from './endpoints/account';
import { authEndpoints } from './endpoints/auth';
import { b2bEndpoints } from './endpoints/b2b';
import { cartEndpoints } from './endpoints/cart';
import { catalogEndpoints } from './endpoints/catalog';
import type { ApiEndpoint } from './endpoints/endpoint';
import { orderEndpoints } from './endpoints/orders';
import { searchEndpoints } from './endpoints/search';
import { serviceEndpoints } from './endpoints/service';

export type { ApiEndpoint, HttpMethod } from './endpoints/endpoint';

/**
 * The API in one list: every route handler's method and path with the zod schemas of its path
 * parameters, query, body and answers, taken from the contract modules in `./contract/`. The OpenAPI
 * document (`/api/openapi.json`) and the documentation page are generated from it; a test checks it
 * against the route handlers on disk.
 */
export const apiEndpoints: readonly ApiEndpoint[] = [
  ...authEndpoints,
  ...catalogEndpoints,
  ...searchEndpoints,
  ...cartEndpoints,
  ...orderEndpoints,
  ...accountEndpoints,
  ...b2bEndpoints,
  ...serviceEndpoints,
  ...adminOrderEndpoints,
  ...adminCustomerEndpoints,
  ...adminCatalogEndpoints,
  ...adminContentEndpoints,
  ...adminSettingsEndpoints,
];
