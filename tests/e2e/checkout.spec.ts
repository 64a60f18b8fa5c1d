import { expect, type Page, test } from '@playwright/test';
import {
  addBestSellerToCart,
  addOpenProductToCart,
  box,
  courierOnInvoiceToSavedBilling,
  e2eProductSlug,
  minor,
  sentMails,
} from './support/checkout';
import { origin } from './support/origin';

/**
 * Real orders from the product page to the thank-you page, the confirmation e-mail and the order as the
 * database keeps it (the thank-you page reads it by id and token).
 */
test.beforeEach(async ({ context }) => {
  await context.addCookies(
    ['localhost', 'sk.localhost'].map((host) => ({ name: 'lms', value: '1', url: origin(host) })),
  );
});

const thankYouUrl = /\/objednavka\/dakujeme\/(\d+)\/([\w-]+)$/;

async function fillCustomer(page: Page, person: { email: string; street?: boolean }) {
  const customer = box(page, /Fakturačné a dodacie údaje/);
  await customer.getByLabel('Meno').fill('Jana');
  await customer.getByLabel('Priezvisko').fill('Nováková');
  await customer.getByLabel('E-mail').fill(person.email);
  await customer.getByLabel('Telefón').fill('+420 601 123 456');
  if (person.street !== false) {
    await customer.getByLabel('Ulica a číslo').fill('Masarykova 12');
    await customer.getByLabel('Mesto').fill('Brno');
    await customer.getByLabel('PSČ').fill('602 00');
  }
  await customer.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await expect(customer.getByTestId('customer-data-summary')).toContainText('Jana Nováková');
}

/** Ticks the terms, sends the order and waits for the thank-you page; answers the order's number. */
async function submitOrder(page: Page): Promise<string> {
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('submit-order')).toBeEnabled();
  await summary.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
  await summary.getByTestId('submit-order').click();
  await expect(page).toHaveURL(thankYouUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Ďakujeme za vašu objednávku' })).toBeVisible();
  const received = await page.getByText(/^Objednávku č\. \S+ sme prijali\./).textContent();
  return /č\. (\S+) sme/.exec(received!)![1]!;
}

/** "Skladom 37 ks" or "Skladom 37 balení = 444 ks" on the product page (its chosen variant). */
async function shownStock(page: Page): Promise<number> {
  const text = await page.getByTestId('stock-info').textContent();
  const match = /Skladom (\d+) (ks|balen)/.exec(text ?? '');
  if (!match) throw new Error(`no stock count on the product page: ${text}`);
  return Number(match[1]);
}

async function expectConfirmationMail(number: string, to: string) {
  await expect.poll(async () => (await sentMails(number)).length).toBe(1);
  const [mail] = await sentMails(number);
  expect(mail!.to).toContain(to);
  expect(mail!.subject).toBe(`Potvrdenie objednávky č. ${number} – Horeca Shop`);
  expect(mail!.text).toContain(number);
}

test.describe('placing an order', () => {
  test('a visitor orders by courier with cash on delivery; the product page then shows the lower stock', async ({
    page,
  }) => {
    const product = await addBestSellerToCart(page);
    const productUrl = page.url();
    const stockBefore = await shownStock(page);
    await page.goto('/objednavka');
    await box(page, /Doprava/)
      .getByLabel(/Kuriér na adresu/)
      .click();
    await box(page, /Platba/)
      .getByLabel(/Dobierka/)
      .click();
    await fillCustomer(page, { email: 'kurier.dobierka@example.com' });
    const total = await page.getByTestId('order-summary').getByTestId('total-with-vat').textContent();

    const number = await submitOrder(page);
    expect(number).toMatch(/^2026-CZ-\d{6}$/);
    await expect(page.getByTestId('next-payment')).toHaveText(
      `Sumu ${total} zaplatíte pri prevzatí zásielky.`,
    );
    await expect(page.getByRole('main')).toContainText(product);
    await expect(page.getByRole('main')).toContainText('Kuriér na adresu');
    await expect(page.getByTestId('mini-cart')).toHaveAttribute('aria-label', 'Košík je prázdny');
    await expectConfirmationMail(number, 'kurier.dobierka@example.com');

    // The order page now holds an empty cart.
    await page.goto('/objednavka');
    await expect(page.getByTestId('empty-cart')).toBeVisible();
    // The order expired the cached catalog: the product page reads the stock the order left.
    await page.goto(productUrl);
    expect(await shownStock(page)).toBeLessThan(stockBefore);
  });

  test('a visitor orders an item on order to a pickup point, paying all up front by bank transfer with a QR code', async ({
    page,
  }) => {
    await addBestSellerToCart(page);
    await page.goto(`/produkt/${e2eProductSlug('backorder')}`);
    const onOrder = await addOpenProductToCart(page);
    await page.goto('/objednavka');
    // A 100 % deposit is the whole price, and the cart says so (not "a deposit of 100 %").
    await expect(page.getByTestId('deposit-note')).toContainText('pri objednávke sa platí celá jeho cena');
    const shipping = box(page, /Doprava/);
    await shipping.getByLabel(/Výdajné miesto HorecaPoint/).check();
    const point = shipping.getByTestId('branch-chooser').getByTestId('branch').first();
    const pointName = (await point.locator('p').first().textContent())!;
    await point.getByRole('button').click();
    await expect(shipping.getByTestId('shipping-summary')).toContainText(pointName);
    const payment = box(page, /Platba/);
    // The deposit is paid now, so nothing paid on collection is offered.
    await expect(payment.getByLabel(/Bankový prevod/)).toBeVisible();
    await expect(payment.getByLabel(/Dobierka/)).toHaveCount(0);
    await payment.getByLabel(/Bankový prevod/).click();
    await fillCustomer(page, { email: 'vydajne.miesto@example.com' });
    const total = await page.getByTestId('order-summary').getByTestId('total-with-vat').textContent();

    const number = await submitOrder(page);
    await expect(page.getByRole('main')).toContainText(pointName);
    await expect(page.getByRole('main')).toContainText(onOrder);
    await expect(page.getByTestId('next-payment')).toContainText(`Zaplaťte prosím ${total} prevodom`);
    const bank = page.getByRole('region', { name: 'Platobné údaje pre prevod' });
    await expect(bank).toContainText(number.replace(/\D/g, ''));
    const qr = page.getByRole('img', { name: `QR kód platby ${total}` });
    await expect(qr).toHaveAttribute('data-qr-format', 'SPAYD');
    await expectConfirmationMail(number, 'vydajne.miesto@example.com');
    const [mail] = await sentMails(number);
    expect(mail!.attachments.some((attachment) => attachment.contentType === 'image/png')).toBe(true);
  });

  test('a signed-in customer orders to a saved address with a discount code', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('main').getByRole('form', { name: 'Prihlásenie' });
    await form.getByLabel('E-mail').fill('zakaznik@horeca-shop.localhost');
    await form.getByLabel('Heslo').fill('Zakaznik-2026!');
    await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page).toHaveURL(`${origin()}/`);

    await addBestSellerToCart(page);
    await page.goto('/objednavka');
    await page.getByLabel('Máte zľavový kód?').fill('b2c5');
    await page.getByRole('button', { name: 'Uplatniť' }).click();
    await expect(page.getByTestId('discount')).toContainText('B2C5');
    const summary = page.getByTestId('order-summary');
    const goods = minor(await summary.getByTestId('total-goods').textContent());
    await expect
      .poll(async () => Math.abs(minor(await summary.getByTestId('total-discounts').textContent())))
      .toBe(Math.round(goods * 0.05));

    await box(page, /Doprava/)
      .getByLabel(/Kuriér na adresu/)
      .click();
    await box(page, /Platba/)
      .getByLabel(/Bankový prevod/)
      .click();
    const customer = box(page, /Fakturačné a dodacie údaje/);
    const saved = customer.getByLabel('Uložená fakturačná adresa');
    await saved.selectOption({ index: 1 });
    const street = await customer.getByLabel('Ulica a číslo').inputValue();
    expect(street).not.toBe('');
    const email = await customer.getByLabel('E-mail').inputValue();
    await customer.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
    await expect(customer.getByTestId('customer-data-summary')).toContainText(street);

    const number = await submitOrder(page);
    await expect(page.getByRole('main')).toContainText('B2C5');
    await expect(page.getByRole('main')).toContainText(street);
    await expectConfirmationMail(number, email);
  });

  test('a B2B partner on the Slovak shop orders net, in euros, on invoice, with an item on order', async ({
    page,
  }) => {
    const shop = origin('sk.localhost');
    await page.goto(`${shop}/login`);
    const form = page.getByRole('main').getByRole('form', { name: 'Prihlásenie' });
    // A user of this one company only (the admin of two would share a selection with other tests).
    await form.getByLabel('E-mail').fill('nakup.hotel@horeca-shop.localhost');
    await form.getByLabel('Heslo').fill('B2bHotel-2026!');
    await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page).toHaveURL(`${shop}/`);

    await addBestSellerToCart(page, `${shop}/`);
    await page.goto(`${shop}/produkt/${e2eProductSlug('backorder')}`);
    const onOrder = await addOpenProductToCart(page);

    await page.goto(`${shop}/objednavka`);
    const line = page.getByTestId('cart-line').filter({ hasText: onOrder });
    await expect(line).toContainText('€');
    await expect(page.getByTestId('deposit-note')).toBeVisible();
    const customer = await courierOnInvoiceToSavedBilling(page);
    const email = await customer.getByLabel('E-mail').inputValue();
    await customer.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
    await expect(customer.getByTestId('customer-data-summary')).toBeVisible();
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByTestId('total-with-vat')).toContainText('€');
    // A VAT payer on the Slovak shop reads net prices on the lines: together less than the goods with VAT.
    const lineTotals = await page.getByTestId('cart-line').getByTestId('line-total').allTextContents();
    const netGoods = lineTotals.map(minor).reduce((sum, amount) => sum + amount, 0);
    expect(netGoods).toBeLessThan(minor(await summary.getByTestId('total-goods').textContent()));

    const number = await submitOrder(page);
    expect(number).toMatch(/^2026-SK-\d{6}$/);
    await expect(page).toHaveURL(new RegExp(`^${shop}/objednavka/dakujeme/`));
    await expect(page.getByTestId('next-payment')).toContainText('na základe faktúry');
    await expect(page.getByRole('main')).toContainText(`${onOrder}`);
    await expect(page.getByRole('main')).toContainText('na objednávku (záloha)');
    await expect(page.getByRole('main')).toContainText('€');
    await expectConfirmationMail(number, email);
  });
});
