import { expect, type Page, test } from '@playwright/test';
import { origin } from './support/origin';
import { signInOnLoginPage } from './support/sign-in';

/** A consumer's account: past orders (the seed gives the demo customer some) and favourites. */

const customer = { email: 'zakaznik@horeca-shop.localhost', password: 'Zakaznik-2026!' };

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
});

async function signIn(page: Page, next = '/') {
  await signInOnLoginPage(page, customer);
  await expect(page).toHaveURL(`${origin()}${next}`);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a customer finds a shipped order, follows the parcel and sees how to pay a new one', async ({
    page,
  }) => {
    // The account is behind the login, which brings the customer back to the orders.
    await page.goto('/uzivatel/objednavky');
    await expect(page).toHaveURL(/\/login\?next=%2Fuzivatel%2Fobjednavky$/);
    await signIn(page, '/uzivatel/objednavky');
    await expect(page.getByRole('heading', { level: 1, name: 'Objednávky' })).toBeVisible();

    const filters = page.getByRole('search', { name: 'Filtrovať objednávky' });
    await filters.getByLabel('Stav').selectOption({ label: 'Odoslaná' });
    await filters.getByRole('button', { name: 'Filtrovať' }).click();
    await expect(page).toHaveURL(/status=shipped/);
    const shipped = page.getByTestId('order-row');
    await expect(shipped).toHaveCount(1);
    await expect(shipped).toContainText('Odoslaná');
    const number = (await shipped.getByRole('link').textContent())!.trim();
    await shipped.getByRole('link').click();

    await expect(page.getByRole('heading', { level: 1, name: `Objednávka č. ${number}` })).toBeVisible();
    const items = page.getByRole('region', { name: 'Položky' });
    await expect(items.getByRole('listitem').first()).toContainText('Kód:');
    await expect(page.getByTestId('order-history')).toContainText('Nová');
    await expect(page.getByTestId('order-history')).toContainText('Odoslaná');
    await expect(page.getByTestId('tracking-link')).toHaveAttribute('href', /^https:\/\/tracking\.dpd\.de\//);
    await expect(page.getByRole('table', { name: 'Rekapitulácia DPH' })).toBeVisible();
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('link', { name: 'Späť na objednávky' }).click();
    await page.goto('/uzivatel/objednavky?status=new');
    // The oldest new order is the seeded one, paid by bank transfer and not paid yet.
    await page.getByTestId('order-row').last().getByRole('link').click();
    const transfer = page.getByRole('region', { name: 'Platobné údaje pre prevod' });
    await expect(transfer).toContainText('CZ6508000000192000145399');
    await expect(page.getByTestId('payment-qr')).toBeVisible();
  });
});

test('favourites: a product added from its page and another from its box are listed, and one removed', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page);
  const bestSellers = page.getByRole('region', { name: 'Najpredávanejšie' });
  const [first, second] = [
    bestSellers.getByTestId('product-card').nth(0),
    bestSellers.getByTestId('product-card').nth(1),
  ];
  const boxName = (await second.getByRole('heading').textContent())!.trim();
  // The heart of a product box, by keyboard (usable once the favourites are known).
  const heart = second.getByRole('button', { name: `Pridať ${boxName} do obľúbených` });
  await expect(heart).toBeEnabled();
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(second.getByRole('button', { name: `Odobrať ${boxName} z obľúbených` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+$/);
  const pageName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByTestId('favourite-button').click();
  await expect(page.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/uzivatel/oblibene');
  const cards = page.getByTestId('favourite-card');
  await expect(cards.filter({ hasText: pageName })).toHaveCount(1);
  await expect(cards.filter({ hasText: boxName })).toHaveCount(1);
  await expect(cards.filter({ hasText: pageName }).getByTestId('price-primary')).toContainText('Kč');

  await page.getByRole('button', { name: `Odobrať ${boxName} z obľúbených` }).click();
  await expect(cards.filter({ hasText: boxName })).toHaveCount(0);
  await expect(cards.filter({ hasText: pageName })).toHaveCount(1);
});
