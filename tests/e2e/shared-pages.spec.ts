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
import { formatPrice } from '@/lib/format/price';
import { signInByApi } from './support/admin';
import { watchCsp } from './support/csp-watch';
import { origin } from './support/origin';
import { newPartner } from './support/partners';

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

/** Asks twice: the second answer comes from the cache. */
async function cachedHtml(request: APIRequestContext, path: string): Promise<string> {
  await request.get(path);
  const response = await request.get(path);
  expect(response.headers()['x-cache'], path).toBe('HIT');
  return response.text();
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
  const rows = ((await list.json()) as { items: AdminProductRow[] }).items.filter((row) => row.is_active);
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
      await reader.goto(path);
      // Opened again, the page is the cached copy.
      const response = await reader.goto(path);
      expect(response!.headers()['x-cache'], path).toBe('HIT');
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

async function ownPrice(page: Page, productId: number): Promise<CustomerPricesResponse['products'][number]> {
  const answer = await page.request.post('/api/catalog/prices', {
    headers: mutation,
    data: { variant_ids: [], product_ids: [productId] },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as CustomerPricesResponse).products[0]!;
}

async function partnerWithPrice(
  browser: Browser,
  dealer: Page,
  name: string,
  code: string,
  netPrice: number,
) {
  const partner = await newPartner(browser, dealer, name);
  const customers = await dealer.request.get(
    `/api/admin/zakaznici?q=${encodeURIComponent(partner.company_name)}`,
  );
  const [customer] = ((await customers.json()) as { items: { id: number }[] }).items;
  const priced = await dealer.request.put(`/api/admin/zakaznici/${customer!.id}/prices`, {
    headers: mutation,
    data: { code, channel: 'cz', net_price: netPrice, whole_product: true },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  return partner;
}

test('two signed-in customers each see their own price on the shared pages, and visitors the list price', async ({
  page,
  browser,
  playwright,
}) => {
  await signInByApi(page, 'dealer');
  const row = await productToEdit(page);
  const { input } = (await (await page.request.get(`/api/admin/produkty/${row.id}`)).json()) as AdminProduct;
  const code = input.variants[0]!.code;
  const listNet = input.variants[0]!.price_cz;
  const first = await partnerWithPrice(browser, page, 'Alena', code, Math.round(listNet * 0.8));
  const second = await partnerWithPrice(browser, page, 'Boris', code, Math.round(listNet * 0.6));

  const productPath = `/produkt/${row.slug}`;
  const anonymous = await visitor(playwright);
  const listPrice = priceBox(await cachedHtml(anonymous, productPath));
  const shown: string[] = [];
  for (const partner of [first, second]) {
    const own = await ownPrice(partner.page, row.id);
    const response = await partner.page.goto(productPath);
    expect(response!.headers()['x-cache']).toBeUndefined();
    expect(response!.headers()['cache-control']).toMatch(/^private/);
    await expect(partner.page.getByTestId('product-price')).toContainText(
      new RegExp(
        `${formatPrice(own.with_vat, 'CZK')}|${formatPrice(own.without_vat, 'CZK')}`.replace(/\s/g, '\\s'),
      ),
    );
    shown.push((await partner.page.getByTestId('product-price').textContent())!);
    await partner.context.close();
  }
  expect(new Set([...shown, listPrice]).size).toBe(3);
  // What the customers were shown was rendered for them alone: the shared copy is the same page as before.
  const again = await anonymous.get(productPath);
  expect(again.headers()['x-cache']).toBe('HIT');
  expect(priceBox(await again.text())).toBe(listPrice);
});
