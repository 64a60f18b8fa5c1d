import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  test,
} from '@playwright/test';
import type { AdminCmsPage, CmsPageInput } from '@/lib/api/contract/admin/cms-pages';
import type { AdminProduct, AdminProductRow } from '@/lib/api/contract/admin/products';
import type { CustomerPricesResponse } from '@/lib/api/contract/catalog';
import type { ChannelId } from '@/lib/config/channels';
import { formatPrice } from '@/lib/format/price';
import { type DemoUserKey, demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { signInByApi } from './support/admin';
import { watchCsp } from './support/csp-watch';
import { origin } from './support/origin';

/**
 * Anonymous pages come from the shared page cache (docs/page-cache.md): a write shows to the very next
 * anonymous visitor, a script injected through a product name or a CMS text never runs on the cached page,
 * and a signed-in customer sees their own prices, never another's, on pages every visitor shares.
 */
const mutation = { 'x-channel-id': 'cz', 'x-user-locale': 'sk', origin: origin() };

/** An anonymous visitor: no session, no cart; what a crawler or a newsletter's reader sends. */
async function visitor(playwright: PlaywrightWorkerArgs['playwright']) {
  return playwright.request.newContext({ baseURL: origin(), extraHTTPHeaders: { 'accept-language': 'sk' } });
}

/**
 * Asks until the answer comes from the cache: the second time, unless another admin spec's write expired
 * the page in between.
 */
async function cachedHtml(request: APIRequestContext, path: string): Promise<string> {
  await request.get(path);
  let response = await request.get(path);
  for (let attempt = 0; attempt < 5 && response.headers()['x-cache'] !== 'HIT'; attempt += 1) {
    response = await request.get(path);
  }
  expect(response.headers()['x-cache'], path).toBe('HIT');
  return response.text();
}

/** Opens `url` in the browser until the answer is the shared copy (see cachedHtml). */
async function openCachedPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  let response = await page.goto(url);
  for (let attempt = 0; attempt < 5 && response!.headers()['x-cache'] !== 'HIT'; attempt += 1) {
    response = await page.goto(url);
  }
  expect(response!.headers()['x-cache'], url).toBe('HIT');
}

/** The text of the product page's price box in its HTML. */
function priceBox(html: string): string {
  const box = /data-testid="product-price"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  return box
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A new Slovak CMS page of its own for a test: its key and slug carry `name` and the time. */
function cmsPage(name: string, title: string, content: string): CmsPageInput {
  const slug = `${name}-${Date.now()}`;
  const empty = { slug: '', title: '', content: '', meta_description: '' };
  return {
    key: slug,
    is_active: true,
    translations: { sk: { slug, title, content, meta_description: '' }, cs: empty, en: empty },
  };
}

async function productToEdit(page: Page): Promise<AdminProductRow> {
  // Past the first page of the newest: a seeded product no other spec names.
  const list = await page.request.get('/api/admin/produkty?sort=id&dir=desc&page=3&flag=new');
  expect(list.status()).toBe(200);
  const rows = ((await list.json()) as { items: AdminProductRow[] }).items.filter(
    (row) => row.is_active && row.variants === 1,
  );
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
}

async function saveProduct(page: Page, id: number, input: AdminProduct['input']): Promise<void> {
  const saved = await page.request.put(`/api/admin/produkty/${id}`, { headers: mutation, data: input });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe('a write shows to the next anonymous visitor', () => {
  test('a product’s new name and price', async ({ page, playwright }) => {
    const anonymous = await visitor(playwright);
    await signInByApi(page, 'dealer');
    const row = await productToEdit(page);
    const path = `/produkt/${row.slug}`;
    const before = await cachedHtml(anonymous, path);
    const { input } = (await (
      await page.request.get(`/api/admin/produkty/${row.id}`)
    ).json()) as AdminProduct;
    const original = structuredClone(input);
    const renamed = `${input.translations.sk.name} – limitovaná edícia`;
    input.translations.sk.name = renamed;
    for (const variant of input.variants) variant.price_cz += 1000;
    await saveProduct(page, row.id, input);
    try {
      const after = await anonymous.get(path);
      expect(after.headers()['x-cache']).toBe('MISS');
      const html = await after.text();
      expect(html).toContain(renamed);
      expect(priceBox(html)).not.toBe(priceBox(before));
    } finally {
      await saveProduct(page, row.id, original);
    }
    expect(await (await anonymous.get(path)).text()).not.toContain(renamed);
  });

  test('a CMS page’s new text', async ({ page, playwright }) => {
    const anonymous = await visitor(playwright);
    await signInByApi(page, 'dealer');
    const body = cmsPage('cache', 'Otváracie hodiny', '<p>Po–Pi 8–16</p>');
    const created = await page.request.post('/api/admin/stranky', { headers: mutation, data: body });
    expect(created.status(), await created.text()).toBe(201);
    const cms = (await created.json()) as AdminCmsPage;
    const path = cms.urls.sk!;
    expect(await cachedHtml(anonymous, path)).toContain('Po–Pi 8–16');

    body.translations.sk = { ...body.translations.sk!, content: '<p>Po–So 7–18</p>' };
    const saved = await page.request.put(`/api/admin/stranky/${cms.id}`, { headers: mutation, data: body });
    expect(saved.status(), await saved.text()).toBe(200);
    const html = await (await anonymous.get(path)).text();
    expect(html).toContain('Po–So 7–18');
    expect(html).not.toContain('Po–Pi 8–16');
  });

  test('an overridden UI text', async ({ page, playwright }) => {
    const anonymous = await visitor(playwright);
    const own = 'Volajte nám, radi poradíme';
    expect(await cachedHtml(anonymous, '/kontakt')).not.toContain(own);
    await signInByApi(page, 'translator');
    const key = 'Header.phoneLine';
    const { items } = (await (await page.request.get(`/api/admin/preklady?locale=sk&q=${key}`)).json()) as {
      items: { key: string; default_text: string }[];
    };
    const shipped = items.find((item) => item.key === key)!.default_text;
    const value = shipped.replace(/^[^{]*/, `${own} `);
    const saved = await page.request.put('/api/admin/preklady', {
      headers: mutation,
      data: { locale: 'sk', key, value },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    try {
      expect(await (await anonymous.get('/kontakt')).text()).toContain(own);
    } finally {
      await page.request.delete(`/api/admin/preklady?locale=sk&key=${key}`, { headers: mutation });
    }
    expect(await (await anonymous.get('/kontakt')).text()).not.toContain(own);
  });
});

test('a script in a product name or a CMS text does not run on the cached page', async ({
  page,
  browser,
}) => {
  await signInByApi(page, 'dealer');
  const injected = '<script>window.__injected = 1</script><img src="/x.png" onerror="window.__injected = 2">';
  const created = await page.request.post('/api/admin/stranky', {
    headers: mutation,
    data: cmsPage('inject', 'Akcia', `<p>Akcia</p>${injected}`),
  });
  expect(created.status()).toBe(201);
  const cmsPath = ((await created.json()) as AdminCmsPage).urls.sk!;

  const row = await productToEdit(page);
  const { input } = (await (await page.request.get(`/api/admin/produkty/${row.id}`)).json()) as AdminProduct;
  const original = structuredClone(input);
  input.translations.sk.name = `Tanier <script>window.__injected = 3</script>`;
  await saveProduct(page, row.id, input);
  try {
    const reader = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
    const assertNoViolation = await watchCsp(reader);
    for (const path of [cmsPath, `/produkt/${row.slug}`]) {
      await openCachedPage(reader, path);
      await reader.waitForLoadState('networkidle');
      expect(
        await reader.evaluate(() => (window as { __injected?: number }).__injected),
        path,
      ).toBeUndefined();
      await assertNoViolation();
    }
    await expect(reader.getByRole('heading', { level: 1 })).toContainText('<script>');
    await reader.context().close();
  } finally {
    await saveProduct(page, row.id, original);
  }
});

interface Customer {
  user: DemoUserKey;
  host: string;
  channel: ChannelId;
  /** Of the customer they shop for. */
  name: string;
  currency: 'CZK' | 'EUR';
  /** The individual net price the dealer gives them, in minor units. */
  netPrice: number;
}

/** Two seeded partners, each in their own shop: Bistro Vltava (CZ) and Hotel Promenáda (SK). */
const customers: Customer[] = [
  {
    user: 'b2bAdmin',
    host: 'localhost',
    channel: 'cz',
    name: 'Bistro Vltava',
    currency: 'CZK',
    netPrice: 1234,
  },
  {
    user: 'b2bHotel',
    host: 'sk.localhost',
    channel: 'sk',
    name: 'Hotel Promenáda',
    currency: 'EUR',
    netPrice: 567,
  },
];

/** A call from the open page: only the browser resolves sk.localhost (Node's request context does not). */
function fetchInPage(page: Page, path: string, method: string, channel: ChannelId, body?: unknown) {
  return page.evaluate(
    async ({ path, method, channel, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Channel-Id': channel },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, method, channel, body },
  );
}

async function signInInPage(page: Page, customer: Customer): Promise<void> {
  const { email, password } = demoUser(customer.user);
  const login = await fetchInPage(page, '/api/auth/login', 'POST', customer.channel, {
    username: email,
    password,
  });
  expect(login.status).toBe(200);
  const { user } = (await fetchInPage(page, '/api/auth/user', 'GET', customer.channel)).body as {
    user: { customers: { id: number; name: string }[] };
  };
  const own = user.customers.find((candidate) => candidate.name.includes(customer.name))!;
  const selected = await fetchInPage(page, '/api/user/select-customer', 'PUT', customer.channel, {
    customer_id: own.id,
  });
  expect(selected.status).toBe(200);
}

/** Opens the product page twice as a new anonymous visitor: the second answer is the shared copy. */
async function sharedPriceText(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ locale: 'sk-SK' });
  const page = await context.newPage();
  await openCachedPage(page, url);
  const text = (await page.getByTestId('product-price').textContent())!;
  await context.close();
  return text;
}

test('two signed-in customers each see their own price on a shared page, and visitors the list price', async ({
  page,
  browser,
}) => {
  await signInByApi(page, 'dealer');
  const row = await productToEdit(page);
  const { input } = (await (await page.request.get(`/api/admin/produkty/${row.id}`)).json()) as AdminProduct;
  const variant = input.variants[0]!;
  const productPath = `/produkt/${row.slug}`;
  const customerIds: number[] = [];
  try {
    for (const customer of customers) {
      const found = await page.request.get(`/api/admin/zakaznici?q=${encodeURIComponent(customer.name)}`);
      const [{ id }] = ((await found.json()) as { items: { id: number }[] }).items as [{ id: number }];
      customerIds.push(id);
      const priced = await page.request.put(`/api/admin/zakaznici/${id}/prices`, {
        headers: mutation,
        data: { code: variant.code, channel: customer.channel, net_price: customer.netPrice },
      });
      expect(priced.status(), await priced.text()).toBe(200);
    }
    for (const customer of customers) {
      const url = `${origin(customer.host)}${productPath}`;
      const listPrice = await sharedPriceText(browser, url);

      const context = await browser.newContext({ locale: 'sk-SK' });
      const shopper = await context.newPage();
      await shopper.goto(url);
      await signInInPage(shopper, customer);
      const response = await shopper.goto(url);
      expect(response!.headers()['x-cache']).toBeUndefined();
      expect(response!.headers()['cache-control']).toMatch(/^private/);
      const prices = await fetchInPage(shopper, '/api/catalog/prices', 'POST', customer.channel, {
        variant_ids: [variant.id],
        product_ids: [],
      });
      const own = (prices.body as CustomerPricesResponse).variants[0]!;
      const shown = [own.with_vat, own.without_vat].map((amount) => formatPrice(amount, customer.currency));
      await expect(shopper.getByTestId('product-price')).toContainText(
        new RegExp(shown.join('|').replace(/\s/g, '\\s')),
      );
      expect(await shopper.getByTestId('product-price').textContent()).not.toBe(listPrice);
      await context.close();

      // What the customer was shown was rendered for them alone: the shared copy still shows the list price.
      expect(await sharedPriceText(browser, url)).toBe(listPrice);
    }
  } finally {
    for (const [index, customer] of customers.entries()) {
      if (customerIds[index] === undefined) continue;
      await page.request.delete(
        `/api/admin/zakaznici/${customerIds[index]}/prices?variant_id=${variant.id}&channel=${customer.channel}`,
        { headers: mutation },
      );
    }
  }
});
