import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dashboardRoute from '@/app/api/admin/dashboard/route';
import * as categoriesRoute from '@/app/api/admin/kategorie/route';
import * as customerRoute from '@/app/api/admin/zakaznici/[id]/route';
import * as loginRoute from '@/app/api/auth/login/route';
import * as userRoute from '@/app/api/auth/user/route';
import * as companyRoute from '@/app/api/b2b/company/route';
import * as addToCartRoute from '@/app/api/cart/add-to-cart/route';
import * as cartRoute from '@/app/api/cart/route';
import * as healthRoute from '@/app/api/health/route';
import * as openApiRoute from '@/app/api/openapi.json/route';
import * as domainsRoute from '@/app/api/settings/domains/route';
import { buildOpenApiDocument } from '@/lib/api/openapi/document';
import type { OpenApiDocument } from '@/lib/api/openapi/types';
import { provideDatabase } from '@/lib/server/db';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { staffSession } from './support/admin-calls';
import { call, customerIdOf, sessionOf } from './support/b2b-calls';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

/** The document as the JSON a client reads (what a validator takes). */
const specOf = (): Record<string, unknown> => JSON.parse(JSON.stringify(buildOpenApiDocument()));

/** The JSON Schema of one answer in the document with every `$ref` resolved. */
function answerSchema(spec: Record<string, unknown>, path: string, method: string, status: number) {
  let node: unknown = spec;
  for (const key of [
    'paths',
    path,
    method,
    'responses',
    String(status),
    'content',
    'application/json',
    'schema',
  ]) {
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node !== null && typeof node === 'object' ? node : undefined;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1: its structure, and every $ref resolves', async () => {
    const validator = new Validator();
    const result = await validator.validate(specOf());
    expect(result).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
  });

  it('is what GET /api/openapi.json answers, cacheable by anyone', async () => {
    const response = openApiRoute.GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const body = (await response.json()) as OpenApiDocument;
    expect(body).toEqual(specOf());
    expect(body.paths['/api/cart/add-to-cart']?.put?.summary).toBe('Add a variant to the cart');
  });
});

interface LiveCase {
  label: string;
  /** The operation of the document: its path template, method and the status the call must answer. */
  path: string;
  method: 'get' | 'post' | 'put';
  status: number;
  send: () => Promise<Response>;
}

describe.each(drivers)('live answers fit the schemas the document gives them, on %s', (driver) => {
  let database: TestDatabase;
  let cases: LiveCase[];
  let resolved: Record<string, unknown>;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
    const validator = new Validator();
    await validator.validate(specOf());
    resolved = validator.resolveRefs();
    const [variant] = sqlRows<{ id: number }>(
      await database.db.execute(sql`
        select v.id from variants v
        join products p on p.id = v.product_id and p.is_active
        join variant_prices price on price.variant_id = v.id and price.channel = 'cz'
        where v.is_active and v.stock >= v.min_quantity and v.min_quantity = 1 and v.step_quantity = 1
        order by v.id limit 1`),
    );
    const customer = demoUser('customer');
    const b2b = await sessionOf(database.db, 'b2bAdmin', 'bistroVltava');
    const superadmin = await staffSession(database.db, 'superadmin');
    const customerId = String(await customerIdOf(database.db, 'bistroVltava'));
    const ok = { method: 'get', status: 200 } as const;
    cases = [
      {
        ...ok,
        label: 'health',
        path: '/api/health',
        send: () => call(healthRoute.GET, 'GET', '/api/health'),
      },
      {
        ...ok,
        label: 'domains',
        path: '/api/settings/domains',
        send: () => call(domainsRoute.GET, 'GET', '/api/settings/domains'),
      },
      {
        ...ok,
        label: 'anonymous user',
        path: '/api/auth/user',
        status: 401,
        send: () => call(userRoute.GET, 'GET', '/api/auth/user'),
      },
      {
        label: 'login',
        path: '/api/auth/login',
        method: 'post',
        status: 200,
        send: () =>
          call(loginRoute.POST, 'POST', '/api/auth/login', {
            body: { username: customer.email, password: customer.password },
          }),
      },
      {
        label: 'add to cart',
        path: '/api/cart/add-to-cart',
        method: 'put',
        status: 200,
        send: () =>
          call(addToCartRoute.PUT, 'PUT', '/api/cart/add-to-cart', {
            body: { item_variant_id: variant!.id, quantity: 1 },
          }),
      },
      {
        label: 'add to cart, invalid',
        path: '/api/cart/add-to-cart',
        method: 'put',
        status: 400,
        send: () => call(addToCartRoute.PUT, 'PUT', '/api/cart/add-to-cart', { body: { quantity: 0 } }),
      },
      {
        ...ok,
        label: 'cart for the checkout',
        path: '/api/cart',
        send: () => call(cartRoute.GET, 'GET', '/api/cart?with_shippings_and_payments=1', { token: b2b }),
      },
      {
        ...ok,
        label: 'company',
        path: '/api/b2b/company',
        send: () => call(companyRoute.GET, 'GET', '/api/b2b/company', { token: b2b }),
      },
      {
        ...ok,
        label: 'dashboard',
        path: '/api/admin/dashboard',
        send: () => call(dashboardRoute.GET, 'GET', '/api/admin/dashboard', { token: superadmin }),
      },
      {
        ...ok,
        label: 'category tree',
        path: '/api/admin/kategorie',
        send: () => call(categoriesRoute.GET, 'GET', '/api/admin/kategorie', { token: superadmin }),
      },
      {
        ...ok,
        label: 'customer detail',
        path: '/api/admin/zakaznici/{id}',
        send: () =>
          call(customerRoute.GET, 'GET', `/api/admin/zakaznici/${customerId}`, {
            token: superadmin,
            params: { id: customerId },
          }),
      },
    ];
  });
  afterAll(async () => database?.dispose());

  it('for the shop, the B2B calls, errors and the admin answers written after TypeScript types', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    for (const live of cases) {
      const response = await live.send();
      expect(response.status, live.label).toBe(live.status);
      const schema = answerSchema(resolved, live.path, live.method, live.status);
      expect(schema, `${live.label}: the document describes ${live.status}`).toBeDefined();
      const validate = ajv.compile(schema!);
      const body: unknown = await response.json();
      expect(validate(body) ? [] : validate.errors, live.label).toEqual([]);
    }
  });
});
