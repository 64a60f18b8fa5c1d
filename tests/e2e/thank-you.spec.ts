import { expect, test } from '@playwright/test';
import { e2eOrder } from './support/order-fixtures';
import { origin } from './support/origin';

// The language offer (a modal for a browser language other than the page's) stays closed here.
test.beforeEach(async ({ context }) => {
  await context.addCookies(
    ['localhost', 'sk.localhost'].map((host) => ({ name: 'lms', value: '1', url: origin(host) })),
  );
});

test.describe('the thank-you page', () => {
  test('shows a Czech bank-transfer order with its SPAYD QR code, VAT summary and next steps on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const order = e2eOrder('czBankTransfer');
    const response = await page.goto(`/objednavka/dakujeme/${order.id}/${order.token}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Ďakujeme za vašu objednávku' })).toBeVisible();
    await expect(page.getByText('Objednávku č. 2026-CZ-000101 sme prijali.')).toBeVisible();
    await expect(page.getByTestId('next-payment')).toHaveText(
      'Zaplaťte prosím 3 079,00 Kč prevodom podľa údajov nižšie. Objednávku pripravíme po pripísaní platby.',
    );
    const bank = page.getByRole('region', { name: 'Platobné údaje pre prevod' });
    await expect(bank).toContainText('CZ6508000000192000145399');
    await expect(bank).toContainText('19-2000145399/0800');
    await expect(bank).toContainText('2026000101');
    const qr = page.getByRole('img', { name: 'QR kód platby 3 079,00 Kč' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('data-qr-format', 'SPAYD');
    await expect(qr.locator('svg path').first()).toBeAttached();
    await expect(page.getByRole('row', { name: /21 %/ })).toContainText('2 081,82 Kč');
    const total = page.locator('dl > div', { has: page.locator('dt', { hasText: /^Celkom s DPH$/ }) });
    await expect(total).toContainText('3 079,00 Kč');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('shows a Slovak order on the Slovak shop with a PAY by square code in euros', async ({ page }) => {
    const order = e2eOrder('skBankTransfer');
    await page.goto(`${origin('sk.localhost')}/objednavka/dakujeme/${order.id}/${order.token}`);
    const qr = page.getByRole('img', { name: 'QR kód platby 77,49 €' });
    await expect(qr).toHaveAttribute('data-qr-format', 'PAY_BY_SQUARE');
    await expect(page.getByText('PAY by square: naskenujte kód v aplikácii svojej banky.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Platobné údaje pre prevod' })).toContainText(
      'SK2911000000002628471935',
    );
  });

  test('answers a wrong token or id with the 404 page, here and on the complete-order page', async ({
    page,
  }) => {
    const order = e2eOrder('czBankTransfer');
    const wrongToken = `${order.token.slice(0, -2)}xx`;
    for (const path of [
      `/objednavka/dakujeme/${order.id}/${wrongToken}`,
      `/objednavka/dakujeme/${order.id + 500}/${order.token}`,
      `/dokoncenie-objednavky/${order.id}/${wrongToken}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Stránka nenájdená' })).toBeVisible();
      await expect(page.getByText('2026-CZ-000101')).toHaveCount(0);
    }
  });

  test('links an unpaid English card order to the complete-order page', async ({ page }) => {
    const order = e2eOrder('czCardEnglish');
    await page.goto(`/en/order/thank-you/${order.id}/${order.token}`);
    await expect(page.getByTestId('next-payment')).toHaveText(
      'We have not received the card payment of 3 079,00 Kč yet. You can complete it online.',
    );
    await page.getByRole('link', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(`${origin()}/en/complete-order/${order.id}/${order.token}`);
    await expect(page.getByTestId('amount-due')).toHaveText('3 079,00 Kč');
  });
});

test('a card payment declined at the gateway can be paid again, and approved it pays the order', async ({
  page,
}) => {
  const order = e2eOrder('czCard');
  await page.goto(`/cs/dokoncenie-objednavky/${order.id}/${order.token}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dokončení objednávky č. 2026-CZ-000104' }),
  ).toBeVisible();
  await expect(page.getByTestId('amount-due')).toHaveText('3 079,00 Kč');
  // The development gateway is on (PAYMENT_GATEWAY=dev): every page of the payment says it is a test.
  const testPayments = page.getByRole('note').filter({ hasText: 'Testovací platby.' });
  await expect(testPayments).toContainText('nic se nestrhne');

  await page.getByRole('button', { name: 'Zaplatit 3 079,00 Kč kartou' }).click();
  await expect(page).toHaveURL(/\/cs\/dev\/platebni-brana\/[\w-]{32}$/);
  await expect(page.getByRole('heading', { name: 'Testovací platební brána' })).toBeVisible();
  await expect(testPayments).toBeVisible();
  await expect(page.getByTestId('gateway-amount')).toHaveText('3 079,00 Kč');
  await page.getByRole('button', { name: 'Zamítnout platbu' }).click();

  await expect(page).toHaveURL(
    `${origin()}/cs/dokoncenie-objednavky/${order.id}/${order.token}?payment=declined`,
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Platba byla' })).toHaveText(
    'Platba byla zamítnuta a nic jsme nestrhli. Zkuste to prosím znovu.',
  );
  await expect(page.getByTestId('amount-due')).toHaveText('3 079,00 Kč');

  await page.getByRole('button', { name: 'Zaplatit 3 079,00 Kč kartou' }).click();
  await expect(page).toHaveURL(/\/cs\/dev\/platebni-brana\/[\w-]{32}$/);
  await page.getByRole('button', { name: 'Schválit platbu' }).click();

  await expect(page).toHaveURL(`${origin()}/cs/objednavka/dakujeme/${order.id}/${order.token}`);
  await expect(page.getByTestId('next-payment')).toHaveText('Objednávka je zaplacena, děkujeme.');
  await expect(testPayments).toBeVisible();
  await expect(page.getByText('Stav platby: zaplacena')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zaplatit kartou' })).toHaveCount(0);

  await page.goto(`/cs/dokoncenie-objednavky/${order.id}/${order.token}`);
  await expect(page.getByText('Na této objednávce není nic k zaplacení kartou.')).toBeVisible();
});
