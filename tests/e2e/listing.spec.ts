import { expect, type Page, test } from '@playwright/test';
import { origin } from './support/origin';
import { minorUnits, openListingPage, primaryPrices } from './support/listing-page';

async function firstCardNames(page: Page, count = 3): Promise<string[]> {
  return (await page.getByTestId('product-card').getByRole('heading').allTextContents()).slice(0, count);
}

/** Lower case without accents: how the name order compares names. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const total = (page: Page) => page.getByTestId('listing-total');

test.describe('category listing', () => {
  test.describe.configure({ timeout: 60_000 });

  test('home → category → filter → sort → page 2 → product → variant → back keeps URL and results in step', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Kategórie' }).getByRole('link', { name: 'Stolovanie' }).click();
    // The first render of a category on a cold server can take a few seconds.
    await expect(page).toHaveURL('/kategorie/stolovanie', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stolovanie');
    await expect(page.getByRole('navigation', { name: 'Navigácia' })).toContainText('Úvod');
    await expect(page.getByRole('link', { name: 'Taniere' }).first()).toHaveAttribute(
      'href',
      '/kategorie/taniere',
    );
    await expect(total(page)).toHaveText(/^\d[\d ]* produktov$/);
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(24);
    await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    const unfiltered = minorUnits((await total(page).textContent()) ?? '');

    const filters = page.getByRole('complementary', { name: 'Filtre' });
    await filters.getByRole('checkbox', { name: /^Len skladom/ }).check();
    await expect(page).toHaveURL('/kategorie/stolovanie?in_stock=1');
    const brand = filters.getByRole('group', { name: 'Značky' }).getByRole('checkbox').first();
    const label = (await filters
      .getByRole('group', { name: 'Značky' })
      .locator('label')
      .first()
      .textContent())!;
    const brandCount = Number(/\((\d+)\)/.exec(label)![1]);
    await brand.check();
    await expect(page).toHaveURL(/\?brand=[a-z-]+&in_stock=1$/);
    await expect(total(page)).toHaveText(`${brandCount} produktov`);
    expect(brandCount).toBeLessThan(unfiltered);

    await page.getByLabel('Zoradiť').selectOption({ label: 'Od najlacnejších' });
    await expect(page).toHaveURL(/\?brand=[a-z-]+&in_stock=1&sort=cheapest$/);
    await expect(page.getByLabel('Zoradiť')).toHaveValue('cheapest');
    const pageOnePrices = await primaryPrices(page);
    expect(pageOnePrices).toEqual([...pageOnePrices].sort((a, b) => a - b));
    const pageOneNames = await firstCardNames(page);

    await openListingPage(page, 2);
    await expect(page).toHaveURL(/\?brand=[a-z-]+&in_stock=1&sort=cheapest&page=2$/);
    await expect(page.getByText(/^Strana 2 z \d+$/)).toBeVisible();
    const pageTwoPrices = await primaryPrices(page);
    expect(pageTwoPrices[0]).toBeGreaterThanOrEqual(pageOnePrices.at(-1)!);
    expect(await firstCardNames(page)).not.toEqual(pageOneNames);
    await expect(filters.getByRole('checkbox', { name: /^Len skladom/ })).toBeChecked();

    // A product of page 2 (in the seed the first one there comes in variants), a variant, and back.
    const withVariants = page.getByTestId('product-card').first();
    const productName = (await withVariants.getByRole('heading').textContent())!.trim();
    await withVariants.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    const variants = page.getByRole('group', { name: 'Variant' });
    const firstCode = await page.getByTestId('product-code').textContent();
    await variants.locator('label').nth(1).click();
    await expect(variants.getByRole('radio').nth(1)).toBeChecked();
    await expect(page.getByTestId('product-code')).not.toHaveText(firstCode!);
    await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+\?variant=\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?brand=[a-z-]+&in_stock=1&sort=cheapest&page=2$/);
    await expect(page.getByText(/^Strana 2 z \d+$/)).toBeVisible();
    await expect(page.getByTestId('product-card').getByRole('heading', { name: productName })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?brand=[a-z-]+&in_stock=1&sort=cheapest$/);
    await expect.poll(() => firstCardNames(page)).toEqual(pageOneNames);
    await page.goBack();
    await expect(page).toHaveURL(/\?brand=[a-z-]+&in_stock=1$/);
    await expect(page.getByLabel('Zoradiť')).toHaveValue('recommended');
    await expect(total(page)).toHaveText(`${brandCount} produktov`);
  });

  test('speaks English on the English path, with hreflang alternates and a canonical', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lms', value: '1', url: baseURL! }]);
    await page.goto('/en/category/tableware?page=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableware');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin()}/en/category/tableware?page=2`,
    );
    await expect(page.locator('link[hreflang="cs"]')).toHaveAttribute(
      'href',
      `${origin()}/cs/kategorie/stolovani?page=2`,
    );
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${origin()}/kategorie/stolovanie?page=2`,
    );
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Previous' })
      .click();
    await expect(page).toHaveURL('/en/category/tableware');
    await page.getByLabel('Sort by').selectOption({ label: 'Name' });
    await expect(page).toHaveURL('/en/category/tableware?sort=name');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const names = (await page.getByTestId('product-card').getByRole('heading').allTextContents()).map(plain);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('shows a brand taxon as a brand page without the brand filter', async ({ page }) => {
    await page.goto('/kategorie/porcelana-nova');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porcelana Nova');
    await expect(page.getByText('Značka', { exact: true })).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filtre' });
    await expect(filters.getByRole('group', { name: 'Dostupnosť' })).toBeVisible();
    await expect(filters.getByRole('group', { name: 'Značky' })).toHaveCount(0);
  });

  test('answers an unknown category and a path off the tree with the 404 page', async ({ page }) => {
    const response = await page.goto('/kategorie/tato-kategoria-neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Stránka nenájdená' })).toBeVisible();
    expect((await page.goto('/novinky/kuchyna/taniere'))?.status()).toBe(404);
  });

  test('two quick filter clicks add up: the URL, the boxes and the results agree', async ({ page }) => {
    await page.goto('/kategorie/pohare-na-vino');
    const filters = page.getByRole('complementary', { name: 'Filtre' });
    const inStock = filters.getByRole('checkbox', { name: /^Len skladom/ });
    const volume = filters.getByRole('group', { name: 'Objem' }).getByRole('checkbox', { name: /^300 ml/ });
    await expect(volume).toBeEnabled();
    // The server's answers (the pages' RSC payloads) take a second here: the second click comes before the
    // first answer, as it does for a visitor on a slow line.
    await page.route('**/kategorie/pohare-na-vino?**', async (route) => {
      if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await inStock.check();
    await volume.check();
    await expect(page).toHaveURL('/kategorie/pohare-na-vino?param=Objem%3A300+ml&in_stock=1');
    await expect(inStock).toBeChecked();
    await expect(volume).toBeChecked();
    await expect(filters).toHaveAttribute('aria-busy', 'false');
    const shown = await total(page).textContent();
    await page.unroute('**/kategorie/pohare-na-vino?**');
    await page.reload();
    await expect(total(page)).toHaveText(shown!);
    await expect(inStock).toBeChecked();
    await expect(volume).toBeChecked();
  });

  test('ignores bad filter and page parameters', async ({ page }) => {
    const response = await page.goto('/kategorie/stolovanie?page=abc&sort=x&price_to=&brand=nic&param=bad');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    await page.goto('/kategorie/stolovanie?page=9999');
    await expect(
      page.getByRole('navigation', { name: 'Stránkovanie' }).locator('[aria-current="page"]'),
    ).toHaveText(/Strana (\d+)/);
    await expect(page.getByRole('link', { name: 'Ďalšia' })).toHaveCount(0);
  });
});

test.describe('special lists', () => {
  test('lists news, limited to a category by the path, in Slovak and Czech', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/novinky');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novinky');
    await expect(page.getByLabel('Zoradiť')).toHaveValue('newest');
    const all = minorUnits((await total(page).textContent()) ?? '');
    await page.goto('/novinky/kuchyna/panvice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novinky: Panvice');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin()}/novinky/panvice`,
    );
    const inPans = minorUnits((await total(page).textContent()) ?? '');
    expect(inPans).toBeGreaterThan(0);
    expect(inPans).toBeLessThan(all);
    await page.getByRole('navigation', { name: 'Navigácia' }).getByRole('link', { name: 'Novinky' }).click();
    await expect(page).toHaveURL('/novinky');

    await context.addCookies([{ name: 'lms', value: '1', url: baseURL! }]);
    await page.goto('/cs/slevy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slevy');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.goto('/cs/nejprodavanejsi');
    await expect(page.getByLabel('Řadit')).toHaveValue('bestselling');
  });
});

test.describe('filters on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('open in a dialog that shows the new count before it is closed', async ({ page }) => {
    await page.goto('/kategorie/sklo');
    await expect(page.getByRole('complementary', { name: 'Filtre' })).toBeHidden();
    const before = await total(page).textContent();
    await page.getByRole('button', { name: 'Filtre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrovať produkty' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: /^Len skladom/ }).check();
    await expect(page).toHaveURL('/kategorie/sklo?in_stock=1');
    await expect(dialog).toBeVisible();
    const show = dialog.getByRole('button', { name: /^Zobraziť \d+ produkt/ });
    await expect(show).toBeInViewport();
    await show.click();
    await expect(dialog).toBeHidden();
    await expect(total(page)).not.toHaveText(before!);
    await expect(page.getByRole('button', { name: /Filtre/ })).toContainText('1');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
