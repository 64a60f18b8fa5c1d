import { expect, test } from '@playwright/test';
import { openDesktopSearch } from './support/search-box';

const priceCzk = /^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0Kč$/;
/** A variant code of the first product of the deterministic seed (lib/server/db/seed/catalog/generate.ts). */
const SEEDED_CODE = 'TD-19-0001-BE';

test.describe('search box', () => {
  test('suggests seeded products with prices in CZK, moves with the arrows and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const { input, popup } = await openDesktopSearch(page);
    expect((await input.boundingBox())?.width).toBeLessThanOrEqual(600);

    await input.fill('tanier');
    const products = popup.getByRole('group', { name: 'Produkty' }).getByRole('option');
    await expect(products.first()).toContainText(/tanier/i);
    await expect(products.first().getByTestId('search-price')).toHaveText(priceCzk);
    await expect(popup.locator('a[href="/hladaj?q=tanier"]')).toHaveText('Zobraziť všetky výsledky');
    expect((await popup.boundingBox())?.height).toBeLessThanOrEqual(550);

    await input.press('ArrowDown');
    await expect(products.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await products.first().getAttribute('id'))!,
    );
    await input.press('Escape');
    await expect(popup).toBeHidden();
    await expect(input).toHaveValue('tanier');
  });

  test('a product code submitted with Enter opens that product', async ({ page }) => {
    const lookup = await page.request.get(`/api/search/by-code?q=${SEEDED_CODE}`);
    expect(lookup.status()).toBe(200);
    const { product } = (await lookup.json()) as { product: { url: string } | null };
    expect(product?.url).toMatch(/^\/produkt\/[a-z0-9-]+$/);

    await page.goto('/');
    const { input } = await openDesktopSearch(page);
    await input.fill(SEEDED_CODE);
    await input.press('Enter');
    await expect(page).toHaveURL(product!.url);
  });

  test('any other term submitted with Enter opens the search page', async ({ page }) => {
    await page.goto('/');
    const { input } = await openDesktopSearch(page);
    await input.fill('pohar');
    await input.press('Enter');
    await expect(page).toHaveURL('/hladaj?q=pohar');
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens a full-screen overlay with the input focused; a result closes it', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Vyhľadávanie' });
    const open = page.getByRole('button', { name: 'Otvoriť vyhľadávanie' });
    await expect(async () => {
      await open.click();
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const input = dialog.getByRole('combobox', { name: 'Hľadať' });
    await expect(input).toBeFocused();
    expect((await dialog.boundingBox())?.width).toBe(375);
    await expect(dialog.getByRole('status')).toHaveText('Zadajte aspoň 3 znaky.');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await open.click();
    await expect(input).toBeFocused();

    await input.fill('pohar');
    const first = dialog.getByRole('group', { name: 'Produkty' }).getByRole('option').first();
    await expect(first).toContainText(/poh[aá]r/i);
    await expect(first.getByTestId('search-price')).toHaveText(priceCzk);
    await first.click();
    await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+$/);
    await expect(dialog).toBeHidden();
  });
});
