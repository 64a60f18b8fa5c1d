import { expect, type Page, test } from '@playwright/test';

/**
 * Packs and cartons as a shopper meets them, on seeded products (lib/server/db/seed/catalog): the wine
 * glass 450 ml Provence is sold by the piece and as a pack of 12 in a carton of 24 pieces (2 packs); the
 * carafe 0.25 l Montmartre only as a pack of 6.
 */
const WINE_GLASS = {
  sk: '/produkt/pohar-na-vino-450-ml-provence',
  en: '/en/product/wine-glass-450-ml-provence',
};
const CARAFE = { sk: '/produkt/karafa-0-25-l-montmartre', en: '/en/product/carafe-0-25-l-montmartre' };

test.use({ viewport: { width: 1366, height: 900 } });

/** The language modal would cover the page on /en (its choice is remembered in this cookie). */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: baseURL! }]);
});

/** The product page's buying part (related products below it have cards with pack notes of their own). */
function purchasePanel(page: Page) {
  return page.getByTestId('product-price').locator('..');
}

async function choosePack(page: Page, label: RegExp) {
  const group = page.getByRole('group', { name: /Variant/ });
  await group.locator('label').filter({ hasText: label }).click();
  await expect(group.getByRole('radio', { name: label })).toBeChecked();
}

test.describe('packs and cartons', () => {
  test('a pack of 12 rounds up to a whole carton of 2 packs, and the cart prices it per pack', async ({
    page,
  }) => {
    await page.goto(WINE_GLASS.sk);
    await choosePack(page, /^balenie 12 ks$/);
    await expect(page.getByTestId('quantity-rules')).toContainText('V kartóne: 2 balenia = 24 ks');
    await expect(purchasePanel(page).getByTestId('pack-note')).toHaveText(
      /^Balenie 12 ks · \d+,\d{2}\sKč \/ ks$/,
    );
    await expect(page.getByTestId('quantity-unit')).toHaveText('balenie = 12 ks');
    await expect(
      page.getByText('Celý kartón má 2 balenia = 24 ks. Objednať 2 balenia = 24 ks?'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Zaokrúhliť na 2 balenia = 24 ks' }).click();
    await expect(page.getByTestId('quantity-input')).toHaveValue('2');
    await expect(page.getByTestId('quantity-unit')).toHaveText('balenia = 24 ks');
    await expect(page.getByRole('button', { name: /^Zaokrúhliť/ })).toHaveCount(0);

    await page.getByTestId('add-to-cart').click();
    await expect(
      page.getByText('Pohár na víno 450 ml Provence, balenie 12 ks (2 balenia = 24 ks) je v košíku.'),
    ).toBeVisible();

    await page.goto('/objednavka');
    const line = page.getByTestId('cart-line').filter({ hasText: 'balenie 12 ks' });
    await expect(line.getByTestId('cart-line-unit-price')).toHaveText(
      /^Cena za balenie: [\d\s]+,\d{2}\sKč \(\d+,\d{2}\sKč \/ ks\)$/,
    );
    await expect(line.getByTestId('quantity-input')).toHaveValue('2');
    await expect(line.getByTestId('quantity-unit')).toHaveText('balenia = 24 ks');
  });

  test('says the pack in English too', async ({ page }) => {
    await page.goto(WINE_GLASS.en);
    await choosePack(page, /^pack of 12$/);
    await expect(page.getByTestId('quantity-rules')).toContainText('Carton: 2 packs = 24 pcs');
    await page.getByRole('button', { name: 'Round up to 2 packs = 24 pcs' }).click();
    await expect(page.getByTestId('quantity-input')).toHaveValue('2');
    await page.getByTestId('add-to-cart').click();
    await expect(
      page.getByText('Wine glass 450 ml Provence, pack of 12 (2 packs = 24 pcs) is in your cart.'),
    ).toBeVisible();
    await page.goto('/en/order');
    await expect(page.getByTestId('cart-line-unit-price').first()).toHaveText(/^Price per pack: /);
  });

  test('a product sold only as a pack says so on its card and page, with the price per piece', async ({
    page,
  }) => {
    await page.goto(`/hladaj?q=${encodeURIComponent('Karafa 0,25 l Montmartre')}`);
    const card = page.getByTestId('product-card').filter({ hasText: 'Karafa 0,25 l Montmartre' });
    await expect(card.getByTestId('pack-note')).toHaveText(/^Balenie 6 ks · \d+,\d{2}\sKč \/ ks$/);

    await page.goto(CARAFE.sk);
    await expect(page.getByRole('group', { name: 'Variant' })).toHaveCount(0);
    await expect(purchasePanel(page).getByTestId('pack-note')).toHaveText(
      /^Balenie 6 ks · \d+,\d{2}\sKč \/ ks$/,
    );
    await expect(page.getByTestId('quantity-unit')).toHaveText('balenie = 6 ks');
    await expect(page.getByTestId('stock-info')).toContainText(/Skladom \d+ balen(ie|ia|í) = \d+ ks/);

    await page.goto(CARAFE.en);
    await expect(purchasePanel(page).getByTestId('pack-note')).toHaveText(
      /^Pack of 6 · \d+,\d{2}\sKč \/ pc$/,
    );
    await expect(page.getByTestId('quantity-unit')).toHaveText('pack = 6 pcs');
  });

  test('a quantity above the stock is cut with the reason, and adding past it says what is left', async ({
    page,
  }) => {
    await page.goto(WINE_GLASS.sk);
    await choosePack(page, /^1 ks$/);
    const input = page.getByTestId('quantity-input');
    await input.fill('99999');
    await input.press('Enter');
    const cut = page.getByTestId('quantity-cut');
    await expect(cut).toHaveText(/^Skladom je len (\d+) ks; množstvo sme znížili na \1 ks\.$/);
    const stock = /len (\d+) ks/.exec((await cut.textContent())!)![1]!;
    await expect(input).toHaveValue(stock);

    await page.getByTestId('add-to-cart').click();
    await expect(
      page.getByText(`Pohár na víno 450 ml Provence, 1 ks (${stock} ks) je v košíku.`),
    ).toBeVisible();
    await input.fill('1');
    await input.press('Enter');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText(`Skladom je len ${stock} ks a všetko už máte v košíku.`)).toBeVisible();
  });
});

test.describe('packs on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the carton hint and its rounding fit the screen', async ({ page }) => {
    await page.goto(WINE_GLASS.sk);
    await choosePack(page, /^balenie 12 ks$/);
    const round = page.getByRole('button', { name: 'Zaokrúhliť na 2 balenia = 24 ks' });
    await round.scrollIntoViewIfNeeded();
    await expect(round).toBeVisible();
    const box = (await round.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
