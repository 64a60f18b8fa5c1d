import { expect, type Page, test } from '@playwright/test';
import { openAdminPage, signInByApi } from './support/admin';
import { e2eProductSlug } from './support/checkout';
import { origin } from './support/origin';

test.beforeEach(async ({ context }) => {
  await context.addCookies(
    ['localhost', 'sk.localhost'].map((host) => ({ name: 'lms', value: '1', url: origin(host) })),
  );
});

/** The product's euro price without VAT in cents, as the Slovak shop shows it to a visitor. */
async function slovakPrice(page: Page): Promise<string> {
  await page.goto(`${origin('sk.localhost')}/produkt/${e2eProductSlug('derivedEur')}`);
  const price = page.getByTestId('product-price').getByTestId('price-primary');
  await expect(price).toHaveText(/€$/);
  return (await price.textContent())!.trim();
}

async function saveRate(page: Page, rate: string) {
  await openAdminPage(page, 'nastavit-kurz', 'Kurz EUR/CZK');
  await page.getByLabel('Kurz (CZK za 1 EUR)').fill(rate);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Kurz je uložený, eurové ceny sú prepočítané.')).toBeVisible();
}

function cents(price: string): number {
  return Number(price.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
}

test('the superadmin changes the exchange rate and the Slovak shop shows new EUR prices at once', async ({
  page,
  browser,
}) => {
  await signInByApi(page, 'superadmin');
  await openAdminPage(page, 'nastavit-kurz', 'Kurz EUR/CZK');

  // Out of range or too precise: explained, nothing saved.
  const field = page.getByLabel('Kurz (CZK za 1 EUR)');
  await field.fill('0');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(
    page.getByText('Zadajte kurz od 1 do 1000 s najviac štyrmi desatinnými miestami.'),
  ).toBeVisible();

  await saveRate(page, '25');
  const visitor = await browser.newPage({ locale: 'sk-SK' });
  await visitor.context().addCookies([{ name: 'lms', value: '1', url: origin('sk.localhost') }]);
  const at25 = await slovakPrice(visitor);

  await saveRate(page, '20');
  const at20 = await slovakPrice(visitor);
  expect(at20).not.toBe(at25);
  // The same CZK price at a rate of 20 instead of 25: a quarter more euros.
  expect(Math.abs(cents(at20) * 20 - cents(at25) * 25)).toBeLessThanOrEqual(25 * 2);

  await saveRate(page, '25.2');
  await visitor.close();
});

test('the superadmin sets the maximum cart discount and the 14-day discount within their bounds', async ({
  page,
}) => {
  await signInByApi(page, 'superadmin');
  await openAdminPage(page, 'nastavit-maximalni-slevu-v-kosiku', 'Maximálna zľava v košíku');
  const max = page.getByLabel('Maximálna zľava v košíku (%)');
  await max.fill('101');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Zadajte celé číslo od 0 do 100.')).toBeVisible();
  await max.fill('30');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Maximálna zľava je uložená a platí pre ďalší výpočet košíka.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Maximálna zľava v košíku (%)')).toHaveValue('30');

  await openAdminPage(page, 'sleva-na-14-dni', 'Zľava na 14 dní');
  const partner = page.getByLabel('Zľava na 14 dní (%)');
  await partner.fill('2.5');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Zadajte celé číslo od 0 do 99.')).toBeVisible();
  await partner.fill('5');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Zľava na 14 dní je uložená.')).toBeVisible();
});

test('a dealer cannot open the exchange rate', async ({ page }) => {
  await signInByApi(page, 'dealer');
  await page.goto('/admin/nastavit-kurz');
  await expect(page).toHaveURL(/\/admin$/);
});
