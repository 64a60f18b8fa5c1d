import { expect, type Page, test } from '@playwright/test';
import { e2eQuickOrderCodes } from './support/checkout';
import { origin } from './support/origin';
import { signInOnLoginPage } from './support/sign-in';

/**
 * A hotel's buyer on the Slovak shop orders a past order again and quick-orders a list pasted from a
 * spreadsheet. One after the other: both fill the same company cart.
 */
test.describe.configure({ mode: 'serial' });

const shop = origin('sk.localhost');

test.beforeEach(async ({ context, page }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: shop }]);
  await signInAsHotelBuyer(page);
});

async function signInAsHotelBuyer(page: Page) {
  await page.goto(`${shop}/login`);
  await signInOnLoginPage(page, { email: 'nakup.hotel@horeca-shop.localhost', password: 'B2bHotel-2026!' });
  await expect(page).toHaveURL(`${shop}/`);
}

test('a B2B buyer orders a delivered order again and the cart shows its lines', async ({ page }) => {
  await page.goto(`${shop}/uzivatel/objednavky?status=delivered`);
  await expect(page.getByText('Nakupujete pre firmu: Hotel Promenáda Bratislava a.s.')).toBeVisible();
  const order = page.getByTestId('order-row').first();
  await expect(order.getByTestId('order-total')).toContainText('€');
  await order.getByRole('link').click();
  await expect(page.getByTestId('order-documents')).toContainText(/Faktúra FA\d+ \(PDF\)/);

  await page.getByRole('button', { name: 'Objednať znova' }).click();
  const lines = page.getByTestId('reorder-line');
  await expect(lines.first()).toBeVisible();
  // The hotel reads net prices: each line shows what it paid and what it costs now, in euros.
  await expect(lines.first()).toContainText(
    /Zaplatené [\d\s,]+\s€ \/ (ks|balenie) · Teraz [\d\s,]+\s€ \/ (ks|balenie)/,
  );
  const wanted: string[] = [];
  for (const line of await lines.all()) {
    const checkbox = line.getByRole('checkbox');
    if (await checkbox.isEnabled()) wanted.push((await line.getByTestId('reorder-name').textContent())!);
  }
  expect(wanted.length).toBeGreaterThan(0);
  await page.getByTestId('reorder-submit').click();
  const summary = page.getByTestId('add-items-summary');
  await expect(summary).toContainText(/Do košíka sme vložili \d+ polož/);
  await expect(page.getByTestId('mini-cart')).toHaveAttribute('aria-label', /^Košík: \d+ kus/);

  await summary.getByRole('link', { name: 'Prejsť k objednávke' }).click();
  await expect(page).toHaveURL(`${shop}/objednavka`);
  for (const name of wanted) {
    await expect(
      page
        .getByTestId('cart-line')
        .filter({ hasText: name.split(',')[0]! })
        .first(),
    ).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a buyer pastes ten lines from a spreadsheet, fixes the unknown code and the cart holds them', async ({
    page,
  }) => {
    const codes = e2eQuickOrderCodes();
    const pasted = [
      'Kód\tNázov\tMnožstvo',
      ...codes.slice(0, 9).map((code, index) => `${code}\tpoložka ${index + 1}\t${index + 1}`),
      'NEZNAMY-KOD-1\tpoložka 10\t10',
    ].join('\n');

    await page.goto(`${shop}/objednavka`);
    await page.getByText('Rýchla objednávka').click();
    await page.getByLabel('Kódy a množstvá').fill(pasted);
    await page.getByRole('button', { name: 'Skontrolovať', exact: true }).click();

    await expect(
      page.getByText('Prvý riadok „Kód\tNázov\tMnožstvo“ sme vynechali ako hlavičku.'),
    ).toBeVisible();
    await expect(page.getByTestId('quick-order-line')).toHaveCount(9);
    const miss = page.getByTestId('quick-order-miss');
    await expect(miss).toHaveCount(1);
    await expect(miss).toContainText('Riadok 11: Tento kód ani EAN nepoznáme.');
    await miss.getByLabel('Kód v riadku 11').fill(codes[9]!.toLowerCase());
    await page.getByRole('button', { name: 'Skontrolovať opravené riadky' }).click();

    await expect(page.getByTestId('quick-order-line')).toHaveCount(10);
    await expect(page.getByTestId('quick-order-miss')).toHaveCount(0);
    await expect(page.getByTestId('quick-order-line').first()).toContainText('€');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Vložiť do košíka (10)' }).click();

    await expect(page.getByTestId('add-items-summary')).toContainText('Do košíka sme vložili 10 položiek.');
    const cart = page.getByTestId('cart-line');
    for (const [index, code] of codes.entries()) {
      const line = cart.filter({ hasText: `Kód: ${code}` });
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId('quantity-input')).toHaveValue(String(index + 1));
    }
  });
});
