import { expect, test } from '@playwright/test';
import { origin } from './support/origin';

const priceCzk = /^(od )?\d{1,3}( \d{3})*,\d{2} Kč$/;
const priceEur = /^(od |from )?\d{1,3}( \d{3})*,\d{2} €$/;

test.describe('home page', () => {
  test('shows the seeded shop in Slovak: root categories with images and best sellers in CZK', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vybavenie pre reštaurácie, hotely a catering',
    );

    const categories = page.getByRole('region', { name: 'Kategórie' }).getByRole('link');
    await expect(categories).toHaveCount(11);
    await expect(categories.first()).toHaveText('Stolovanie');
    await expect(categories.first()).toHaveAttribute('href', /^\/kategorie\/[a-z0-9-]+$/);
    const image = categories.first().locator('img');
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const cards = page.getByRole('region', { name: 'Najpredávanejšie' }).getByTestId('product-card');
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByTestId('price-primary')).toHaveText(priceCzk);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/produkt\/[a-z0-9-]+$/);
  });

  test('speaks Czech under /cs and English under /en', async ({ page, context }) => {
    await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
    await page.goto('/cs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vybavení pro restaurace, hotely a catering',
    );
    await expect(page.getByRole('region', { name: 'Kategorie' }).getByRole('link').first()).toHaveText(
      'Stolování',
    );

    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Supplies for restaurants, hotels and caterers',
    );
    const firstCategory = page.getByRole('region', { name: 'Categories' }).getByRole('link').first();
    await expect(firstCategory).toHaveText('Tableware');
    await expect(firstCategory).toHaveAttribute('href', /^\/en\/category\/[a-z0-9-]+$/);
  });

  test('switches language from the header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Jazyk a krajina: Slovenčina' }).click();
    await page
      .getByRole('dialog', { name: 'Vyberte jazyk' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page).toHaveURL('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Supplies for restaurants, hotels and caterers',
    );
  });

  test('the Slovak shop domain shows prices in EUR', async ({ page }) => {
    await page.goto(`${origin('sk.localhost')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    const cards = page.getByTestId('product-card');
    await expect(cards.first().getByTestId('price-primary')).toHaveText(priceEur);
  });

  test('the Czech shop domain speaks Czech without a prefix and shows CZK', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'cs-CZ' });
    const page = await context.newPage();
    await page.goto(`${origin('cz.localhost')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByTestId('product-card').first().getByTestId('price-primary')).toHaveText(priceCzk);
    await context.close();
  });

  test('a path of another locale redirects to that locale’s own path', async ({ page }) => {
    const response = await page.request.get('/en/hladaj?q=plate', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toMatch(/\/en\/search\?q=plate$/);
  });

  test('an unsupported locale cookie is ignored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'sk-SK' });
    await context.addCookies([{ name: 'locale', value: 'de', url: origin() }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await context.close();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const response = await page.goto('/tato-stranka-neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenájdená');
  });
});

test('product images are served with their size and a long cache lifetime', async ({ page, request }) => {
  await page.goto('/');
  const src = await page.getByTestId('product-card').first().locator('img').getAttribute('src');
  expect(src).toMatch(/^\/media\/.+\.webp$/);
  const response = await request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toContain('max-age=31536000');
});

test('version.json is published for the new-version banner', async ({ request }) => {
  const response = await request.get('/static/version.json');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ appVersion: expect.stringMatching(/^\d+\.\d+\.\d+\+/) });
});
