import { expect, type Page, test } from '@playwright/test';
import { minorUnits, openListingPage, primaryPrices } from './support/listing-page';
import { openDesktopSearch } from './support/search-box';
import { origin } from './support/origin';

/** A variant code of the first product of the deterministic seed (lib/server/db/seed/catalog/generate.ts). */
const SEEDED_CODE = 'TD-19-0001-BE';

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('product-card').getByRole('heading').allTextContents();
}

/** The URL's query as key=value pairs in order, decoded. */
function queryOf(page: Page): [string, string][] {
  return [...new URL(page.url()).searchParams];
}

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('search results page', () => {
  test('header search → results → brand → cheapest → page 2 → back → product', async ({ page }) => {
    await page.goto('/');
    const { input } = await openDesktopSearch(page);
    await input.fill('pohár');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/hladaj\?q=/);
    expect(queryOf(page)).toEqual([['q', 'pohár']]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky hľadania „pohár“');
    await expect(page.getByTestId('search-found')).toHaveText(/^Našli sme \d[\d ]* produktov\.$/);
    const found = minorUnits((await page.getByTestId('search-found').textContent())!);
    await expect(page.getByTestId('listing-total')).toHaveText(`${found} produktov`);
    await expect(page.getByLabel('Zoradiť')).toHaveValue('relevance');
    for (const name of (await cardNames(page)).slice(0, 5)) expect(name).toMatch(/poh[aá]r/i);

    const brands = page.getByRole('complementary', { name: 'Filtre' }).getByRole('group', { name: 'Značky' });
    const labels = await brands.locator('label').allTextContents();
    const counts = labels.map((label) => Number(/\((\d+)\)$/.exec(label)![1]));
    const biggest = counts.indexOf(Math.max(...counts));
    expect(counts[biggest]).toBeGreaterThan(24);
    await brands.getByRole('checkbox').nth(biggest).check();
    await expect(page).toHaveURL(/&brand=/);
    const brand = queryOf(page).find(([key]) => key === 'brand')![1];
    expect(queryOf(page)).toEqual([
      ['q', 'pohár'],
      ['brand', brand],
    ]);
    await expect(page.getByTestId('listing-total')).toHaveText(`${counts[biggest]} produktov`);

    await page.getByLabel('Zoradiť').selectOption({ label: 'Od najlacnejších' });
    await expect(page).toHaveURL(/&sort=cheapest$/);
    expect(queryOf(page)).toEqual([
      ['q', 'pohár'],
      ['brand', brand],
      ['sort', 'cheapest'],
    ]);
    const pageOnePrices = await primaryPrices(page);
    expect(pageOnePrices).toEqual([...pageOnePrices].sort((a, b) => a - b));
    const pageOneNames = await cardNames(page);

    await openListingPage(page, 2);
    await expect(page).toHaveURL(/&page=2$/);
    expect(queryOf(page)).toEqual([
      ['q', 'pohár'],
      ['brand', brand],
      ['sort', 'cheapest'],
      ['page', '2'],
    ]);
    await expect(page.getByText(/^Strana 2 z \d+$/)).toBeVisible();
    expect((await primaryPrices(page))[0]).toBeGreaterThanOrEqual(pageOnePrices.at(-1)!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky hľadania „pohár“');

    await page.goBack();
    await expect(page).toHaveURL(/&sort=cheapest$/);
    await expect.poll(() => cardNames(page)).toEqual(pageOneNames);

    const first = page.getByTestId('product-card').first();
    const name = (await first.getByRole('heading').textContent())!;
    await first.getByRole('heading').click();
    await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('speaks English on /en/search, not indexed, canonical without filters', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lms', value: '1', url: baseURL! }]);
    await page.goto('/en/search?q=wine%20glass&sort=name&in_stock=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “wine glass”');
    await expect(page.getByTestId('search-found')).toHaveText(/^We found \d[\d,]* products?\.$/);
    await expect(page).toHaveTitle(/^Search results for “wine glass”/);
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await expect(page.getByLabel('Sort by').locator('option')).toHaveText([
      'Best match',
      'Price: low to high',
      'Price: high to low',
      'Newest',
      'Best selling',
      'Name',
    ]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin()}/en/search?q=wine+glass`,
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Search');
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('glass');
  });

  test('a product code in the link opens that product', async ({ page }) => {
    const lookup = await page.request.get(`/api/search/by-code?q=${SEEDED_CODE}`);
    const { product } = (await lookup.json()) as { product: { url: string } | null };
    expect(product?.url).toMatch(/^\/produkt\/[a-z0-9-]+$/);
    await page.goto(`/hladaj?q=${SEEDED_CODE}`);
    await expect(page).toHaveURL(product!.url);
  });

  test('a search that finds nothing offers most-searched terms, categories and a new search', async ({
    page,
  }) => {
    await page.goto('/hladaj?q=tanier');
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    const response = await page.goto('/hladaj?q=qxzqxz');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky hľadania „qxzqxz“');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('Pre „qxzqxz“ sme nenašli žiadny produkt.');
    const popular = page.getByRole('region', { name: 'Často hľadané' });
    await expect(popular.getByRole('link', { name: 'tanier', exact: true })).toHaveAttribute(
      'href',
      '/hladaj?q=tanier',
    );
    const categories = page.getByRole('region', { name: 'Prezrite si kategórie' });
    await expect(categories.getByRole('link', { name: 'Stolovanie', exact: true })).toHaveAttribute(
      'href',
      '/kategorie/stolovanie',
    );

    const field = main.getByRole('searchbox', { name: 'Hľadaný výraz' });
    await expect(field).toHaveValue('qxzqxz');
    await field.fill('pohar na vino');
    await field.press('Enter');
    await expect(page).toHaveURL('/hladaj?q=pohar+na+vino');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky hľadania „pohar na vino“');

    await page.goto('/hladaj?q=ab');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vyhľadávanie');
    await expect(main.getByRole('status')).toHaveText('Zadajte aspoň 3 znaky.');
    await popular.getByRole('link', { name: 'tanier', exact: true }).click();
    await expect(page).toHaveURL('/hladaj?q=tanier');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky hľadania „tanier“');
  });

  test('ignores bad filter, sort and page parameters', async ({ page }) => {
    const response = await page.goto('/hladaj?q=tanier&page=abc&sort=recommended&price_to=&brand=nic');
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel('Zoradiť')).toHaveValue('relevance');
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    await page.goto('/hladaj?q=tanier&page=9999');
    await expect(
      page.getByRole('navigation', { name: 'Stránkovanie' }).locator('[aria-current="page"]'),
    ).toHaveText(/Strana \d+/);
    await expect(page.getByRole('link', { name: 'Ďalšia' })).toHaveCount(0);
  });
});

test.describe('search page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form on the search page searches', async ({ page }) => {
    await page.goto('/hladaj');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Napíšte, čo hľadáte: názov tovaru, jeho kód alebo značku.',
    );
    await page.getByRole('searchbox', { name: 'Hľadaný výraz' }).fill('servítky');
    await page.getByRole('main').getByRole('button', { name: 'Hľadať' }).click();
    await expect(page).toHaveURL(/\/hladaj\?q=serv%C3%ADtky$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky hľadania „servítky“');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});

test.describe('search page on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('filters in a dialog, no sideways scrolling', async ({ page }) => {
    await page.goto('/hladaj?q=poh%C3%A1r');
    await expect(page.getByRole('complementary', { name: 'Filtre' })).toBeHidden();
    const before = await page.getByTestId('listing-total').textContent();
    await page.getByRole('button', { name: 'Filtre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrovať produkty' });
    await dialog.getByRole('checkbox', { name: /^Len skladom/ }).check();
    await expect(page).toHaveURL('/hladaj?q=poh%C3%A1r&in_stock=1');
    await dialog.getByRole('button', { name: /^Zobraziť \d+ produkt/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('listing-total')).not.toHaveText(before!);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

    await page.goto('/hladaj?q=qxzqxz');
    await expect(page.getByRole('searchbox', { name: 'Hľadaný výraz' })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  });
});
