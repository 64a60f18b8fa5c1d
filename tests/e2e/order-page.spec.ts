import { expect, type Page, test } from '@playwright/test';
import { addBestSellerToCart, box, fillCustomerData, minor } from './support/checkout';

/** The language modal would cover the page (its choice is remembered in this cookie). */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: baseURL! }]);
});

test.describe('order page', () => {
  test('quantity, courier, cash on delivery and customer data make a cart that can be sent; a reload keeps it', async ({
    page,
  }) => {
    const product = await addBestSellerToCart(page);
    await page.getByTestId('mini-cart').click();
    await expect(page).toHaveURL(/\/objednavka$/);
    await expect(page).toHaveTitle(/Objednávka/);
    await expect(page.getByRole('heading', { level: 1, name: 'Objednávka' })).toBeVisible();

    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('link')).toContainText(product);
    const quantity = line.getByTestId('quantity-input');
    const before = Number(await quantity.inputValue());
    const lineTotalBefore = minor(await line.getByTestId('line-total').textContent());
    await line.getByRole('button', { name: 'Zvýšiť množstvo' }).click();
    await expect(quantity).not.toHaveValue(String(before));
    const after = Number(await quantity.inputValue());
    await expect(line.getByTestId('line-total')).not.toHaveText(/^$/);
    await expect
      .poll(async () => minor(await line.getByTestId('line-total').textContent()))
      .toBe((lineTotalBefore / before) * after);
    await expect(page.getByTestId('mini-cart')).toHaveAttribute(
      'aria-label',
      new RegExp(`^Košík: ${after} kus`),
    );

    const shipping = box(page, /Doprava/);
    await shipping.getByLabel(/Kuriér na adresu/).click();
    await expect(shipping.getByTestId('shipping-summary')).toContainText('Kuriér na adresu');
    const payment = box(page, /Platba/);
    await payment.getByLabel(/Dobierka/).click();
    await expect(payment.getByTestId('payment-summary')).toContainText('Dobierka');

    const customer = box(page, /Fakturačné a dodacie údaje/);
    await customer.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
    await expect(customer.getByText('Toto pole je povinné.').first()).toBeVisible();
    await fillCustomerData(page, 'jana.novakova@example.com');

    const summary = page.getByTestId('order-summary');
    await expect(summary.getByTestId('submit-blockers')).toHaveCount(0);
    await expect(summary.getByTestId('submit-order')).toBeEnabled();
    const totals = async () => ({
      goods: minor(await summary.getByTestId('total-goods').textContent()),
      shipping: minor(await summary.getByTestId('total-shipping').textContent()),
      payment: minor(await summary.getByTestId('total-payment').textContent()),
      total: minor(await summary.getByTestId('total-with-vat').textContent()),
    });
    const shown = await totals();
    expect(shown.goods).toBe(minor(await line.getByTestId('line-total').textContent()));
    expect(shown.payment).toBeGreaterThan(0);
    expect(shown.total).toBe(shown.goods + shown.shipping + shown.payment);
    await expect(summary.getByTestId('vat-line').first()).toContainText('%');

    await page.reload();
    await expect(page.getByTestId('cart-line').getByTestId('quantity-input')).toHaveValue(String(after));
    await expect(box(page, /Doprava/).getByTestId('shipping-summary')).toContainText('Kuriér na adresu');
    await expect(box(page, /Platba/).getByTestId('payment-summary')).toContainText('Dobierka');
    await expect(box(page, /Fakturačné/).getByTestId('customer-data-summary')).toContainText(
      'Masarykova 12, 602 00 Brno',
    );
    expect(await totals()).toEqual(shown);

    await box(page, /Fakturačné/)
      .getByRole('button', { name: 'Zmeniť: Fakturačné a dodacie údaje' })
      .click();
    await expect(box(page, /Fakturačné/).getByLabel('E-mail')).toHaveValue('jana.novakova@example.com');
  });

  test('a pickup point is found by town and chosen with the keyboard', async ({ page }) => {
    await addBestSellerToCart(page);
    await page.goto('/objednavka');
    const shipping = box(page, /Doprava/);
    await shipping.getByLabel(/Výdajné miesto HorecaPoint/).check();
    const chooser = shipping.getByTestId('branch-chooser');
    const all = await chooser.getByTestId('branch').count();
    expect(all).toBeGreaterThan(1);
    const town = (await chooser.getByTestId('branch').first().locator('p').nth(1).textContent())!
      .split(' ')
      .at(-1)!;
    const search = chooser.getByLabel('Hľadať výdajné miesto podľa mesta alebo PSČ');
    await search.fill(
      town
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
    );
    await expect(chooser.getByTestId('branch')).not.toHaveCount(all);
    const first = chooser.getByTestId('branch').first();
    const pointName = (await first.locator('p').first().textContent())!;
    await first.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(shipping.getByTestId('shipping-summary')).toContainText(pointName);
    await expect(
      box(page, /Platba/)
        .getByRole('radio')
        .first(),
    ).toBeVisible();
  });

  test('an empty cart offers the way back to the shop, also at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/objednavka');
    await expect(page.getByTestId('empty-cart')).toContainText('Váš košík je prázdny.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Pokračovať v nákupe' })).toHaveAttribute('href', '/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('is /en/order in English, with the cart the shopper filled in Slovak', async ({ page }) => {
    await addBestSellerToCart(page);
    await page.goto('/en/order');
    await expect(page).toHaveTitle(/Order/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cart (1 item)' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /Shipping/ })
        .getByRole('radio')
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('submit-blockers')).toContainText('choose the shipping');
  });

  test('the filled page fits 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await addBestSellerToCart(page);
    await page.goto('/objednavka');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await box(page, /Doprava/)
      .getByLabel(/Výdajné miesto HorecaPoint/)
      .check();
    await expect(page.getByTestId('branch-chooser')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** The page's cumulative layout shift so far, as Lighthouse counts it (shifts without recent input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 250);
      }),
  );
}

test.describe('order page loading', () => {
  test('the page comes with the cart; until its code runs its controls wait instead of losing a click', async ({
    page,
    context,
  }) => {
    const product = await addBestSellerToCart(page);
    // The server's HTML alone (with its inline scripts), as the browser shows it before the page's code has loaded.
    const early = await context.newPage();
    await early.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort());
    await early.goto('/objednavka');
    const line = early.getByTestId('cart-line');
    await expect(line.getByRole('link')).toContainText(product);
    await expect(line.getByRole('button', { name: 'Zvýšiť množstvo' })).toBeDisabled();
    await expect(box(early, /Doprava/).getByLabel(/Kuriér na adresu/)).toBeDisabled();
    await early.close();

    await page.goto('/objednavka');
    await expect(
      page.getByTestId('cart-line').getByRole('button', { name: 'Zvýšiť množstvo' }),
    ).toBeEnabled();
    await expect(box(page, /Doprava/).getByLabel(/Kuriér na adresu/)).toBeEnabled();
  });

  for (const [form, viewport] of [
    ['desktop', { width: 1350, height: 940 }],
    ['phone', { width: 375, height: 800 }],
  ] as const) {
    test(`the page with its cart does not move as it comes to life (${form})`, async ({ page }) => {
      await addBestSellerToCart(page);
      await page.setViewportSize(viewport);
      await page.goto('/objednavka');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      expect(await layoutShift(page)).toBeLessThan(0.05);
    });

    test(`the empty cart's page does not move as it comes to life (${form})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/objednavka');
      await expect(page.getByTestId('empty-cart')).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.05);
    });
  }
});
