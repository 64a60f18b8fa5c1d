import { expect, type Page, test } from '@playwright/test';
import { openAdminPage, searchAdminList, signInByApi } from './support/admin';
import { addBestSellerToCart, e2eProductSlug, minor } from './support/checkout';
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
  // Back at the admin home, which names the refused page.
  await expect(page).toHaveURL('/admin?forbidden=nastavit-kurz');
});

test('the superadmin creates a discount code and a shopper uses it in the cart', async ({
  page,
  browser,
}) => {
  await signInByApi(page, 'superadmin');
  await openAdminPage(page, 'slevove-kody', 'Zľavové kódy');
  await page.getByRole('link', { name: 'Nový zľavový kód' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nový zľavový kód' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Zľavový kód' });
  const code = `LETO${Date.now() % 1_000_000}`;
  // An amount needs a shop (its currency): explained, nothing saved.
  await form.getByLabel('Kód').fill(code.toLowerCase());
  await form.getByLabel('Druh zľavy').selectOption('amount');
  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(form.getByText('Zľava v sume platí len v jednom obchode (v jeho mene).')).toBeVisible();

  await form.getByLabel('Druh zľavy').selectOption('percent');
  await form.getByLabel('Zľava (%)').fill('15');
  await form.getByLabel('Obchod').selectOption('cz');
  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zľavové kódy' })).toBeVisible();
  await searchAdminList(page, code);
  await expect(page.getByTestId('admin-row').filter({ hasText: code })).toContainText('15 %');

  // The same code again is refused.
  await page.goto('/admin/slevove-kody?new=1');
  await page.getByRole('form', { name: 'Zľavový kód' }).getByLabel('Kód').fill(code);
  await page.getByRole('form', { name: 'Zľavový kód' }).getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Taký kód už existuje.')).toBeVisible();

  const shopper = await browser.newPage({ locale: 'sk-SK' });
  await shopper.context().addCookies([{ name: 'lms', value: '1', url: origin() }]);
  await addBestSellerToCart(shopper);
  await shopper.goto('/objednavka');
  await shopper.getByLabel('Máte zľavový kód?').fill(code.toLowerCase());
  await shopper.getByRole('button', { name: 'Uplatniť' }).click();
  await expect(shopper.getByTestId('discount')).toContainText(code);
  const summary = shopper.getByTestId('order-summary');
  const goods = minor(await summary.getByTestId('total-goods').textContent());
  await expect
    .poll(async () => Math.abs(minor(await summary.getByTestId('total-discounts').textContent())))
    .toBe(Math.round(goods * 0.15));
  await shopper.close();
});

test('the superadmin reprices a shipping in the Slovak shop, and the checkout offers the new price', async ({
  page,
}) => {
  await signInByApi(page, 'superadmin');
  await openAdminPage(page, 'dopravy-a-platby', 'Dopravy a platby');
  await expect(page.getByTestId('payment-row')).not.toHaveCount(0);

  // Pickup points: thousands of them, searched on the server.
  await page.getByRole('searchbox').fill('Bratislava');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  const branch = page.getByTestId('branch-row').first();
  await expect(branch).toContainText('Bratislava');
  const branchName = (await branch.getByRole('cell').first().textContent())!;
  await branch.getByRole('button', { name: `Vypnúť výdajné miesto ${branchName}` }).click();
  await expect(page.getByText('Výdajné miesto je zmenené; pokladňa ho už neponúka.')).toBeVisible();
  await expect(branch).toContainText('Vypnutá');
  await branch.getByRole('button', { name: `Zapnúť výdajné miesto ${branchName}` }).click();
  await expect(page.getByText('Výdajné miesto je zmenené; pokladňa ho ponúka.')).toBeVisible();

  await page
    .getByTestId('shipping-row')
    .filter({ hasText: 'Paletová preprava' })
    .getByRole('link', { name: 'Upraviť' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Doprava: Paletová preprava' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Doprava' });
  const price = form.getByLabel('Cena v SK obchode (€)');
  const original = await price.inputValue();
  await price.fill('12,3x');
  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(form.getByText('Zadajte sumu, najviac s dvomi desatinnými miestami.')).toBeVisible();
  await price.fill('49,90');
  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dopravy a platby' })).toBeVisible();
  await expect(page.getByTestId('shipping-row').filter({ hasText: 'Paletová preprava' })).toContainText(
    '49,90 €',
  );

  // A visitor of the Slovak shop: what its order page is offered.
  const visitor = await page.context().browser()!.newPage({ locale: 'sk-SK' });
  await visitor.goto(`${origin('sk.localhost')}/`);
  const offered = () =>
    visitor.evaluate(async () => {
      const response = await fetch('/api/cart?with_shippings_and_payments=1');
      const body = (await response.json()) as {
        shippings_and_payments: { shippings: { name: string; price: number }[] };
      };
      return body.shippings_and_payments.shippings.find((shipping) => shipping.name === 'Paletová preprava')
        ?.price;
    });
  expect(await offered()).toBe(4_990);

  // Back to the seeded price for the other tests of the run.
  await page
    .getByTestId('shipping-row')
    .filter({ hasText: 'Paletová preprava' })
    .getByRole('link', { name: 'Upraviť' })
    .click();
  await page.getByRole('form', { name: 'Doprava' }).getByLabel('Cena v SK obchode (€)').fill(original);
  await page.getByRole('form', { name: 'Doprava' }).getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dopravy a platby' })).toBeVisible();
  expect(await offered()).toBe(Math.round(Number(original.replace(',', '.')) * 100));
  await visitor.close();
});
