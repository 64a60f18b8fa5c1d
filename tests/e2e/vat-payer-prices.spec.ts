import { expect, test } from '@playwright/test';
import type { CustomerPricesResponse } from '@/lib/api/contract/catalog';
import type { SuggestResponse } from '@/lib/api/contract/search';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import { formatPrice } from '@/lib/format/price';
import { origin } from './support/origin';
import { openDesktopSearch } from './support/search-box';

/**
 * Spec §1 for a Slovak VAT payer (Hotel Promenáda, 5 % off the list): every price the shop shows leads
 * with the customer's own price without VAT, and the account menu says prices are shown without VAT.
 */
const shop = origin('sk.localhost');

test.beforeEach(async ({ page }) => {
  // Hotel Promenáda's unpaid-invoices notice has its own tests.
  await page.context().addInitScript(() => window.sessionStorage.setItem('unpaid-invoices-muted', '1'));
  // Signed in from the page: only the browser resolves sk.localhost (Node's request context does not).
  await page.goto(`${shop}/`);
  const status = await page.evaluate(
    async ({ username, password }) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Channel-Id': 'sk' },
        body: JSON.stringify({ username, password }),
      });
      return response.status;
    },
    { username: demoUser('b2bHotel').email, password: demoUser('b2bHotel').password },
  );
  expect(status).toBe(200);
});

test('the account menu says the prices are without VAT, and suggestions show the own net price', async ({
  page,
}) => {
  await page.goto(`${shop}/`);
  await page.getByRole('button', { name: demoUser('b2bHotel').firstname }).click();
  await expect(page.getByText('Ceny zobrazujeme bez DPH.')).toBeVisible();
  await page.keyboard.press('Escape');

  const { input, popup } = await openDesktopSearch(page);
  const suggested = page.waitForResponse((response) =>
    response.url().includes('/api/search/suggest?q=tanier'),
  );
  await input.fill('tanier');
  const first = ((await (await suggested).json()) as SuggestResponse).products[0]!;
  const answer = await page.evaluate(async (id) => {
    const response = await fetch('/api/catalog/prices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Channel-Id': 'sk' },
      body: JSON.stringify({ variant_ids: [], product_ids: [id] }),
    });
    return response.json();
  }, first.id);
  const own = (answer as CustomerPricesResponse).products[0]!;
  expect(own.without_vat).toBeLessThan(first.price.without_vat);

  const option = popup.getByRole('group', { name: 'Produkty' }).getByRole('option').first();
  await expect(option.getByTestId('search-price')).toHaveText(formatPrice(own.without_vat, 'EUR'));
});

test('the price filter is without VAT, with net bounds, and keeps that basis in the URL', async ({
  page,
}) => {
  await page.goto(`${shop}/kategorie/sklo`);
  const filters = page.getByRole('complementary', { name: 'Filtre' });
  const price = filters.getByRole('group', { name: 'Cena bez DPH' });
  await expect(price).toBeVisible();
  await expect(filters.getByRole('group', { name: 'Cena s DPH' })).toHaveCount(0);

  await price.getByLabel('Od (€)').fill('5');
  await price.getByLabel('Do (€)').fill('40');
  await price.getByRole('button', { name: 'Použiť cenu' }).click();
  await expect(page).toHaveURL(/price_from=5&price_to=40&price_net=1/);
  await expect(price.getByLabel('Od (€)')).toHaveValue('5');

  // A visitor opening the same link sees the bounds as they were set: without VAT.
  const visitor = await page.context().browser()!.newPage({ locale: 'sk-SK' });
  await visitor.goto(page.url());
  await expect(
    visitor.getByRole('complementary', { name: 'Filtre' }).getByRole('group', { name: 'Cena bez DPH' }),
  ).toBeVisible();
  await visitor.close();
});
