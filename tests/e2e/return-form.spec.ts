import { expect, type Page, test } from '@playwright/test';
import { signInByApi } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { sentMails } from './support/checkout';
import { e2eOrder } from './support/order-fixtures';
import { origin } from './support/origin';

// The language offer (a modal for a browser language other than the page's) stays closed here.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
});

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the return form', () => {
  test('in Slovak: finds the order, refuses a wrong IBAN, files the request and mails the printable form', async ({
    page,
  }) => {
    const order = e2eOrder('returnSk');
    await page.goto('/formular-vraceni-zbozi');
    const form = page.getByRole('region', { name: 'Vrátenie tovaru online' });
    await expect(form).toBeVisible();

    await form.getByRole('button', { name: 'Zobraziť položky objednávky' }).click();
    await expect(form.getByText('Toto pole je povinné.')).toHaveCount(2);

    await form.getByLabel('Číslo objednávky').fill(order.number);
    await form.getByLabel('E-mail, s ktorým ste objednávali').fill('niekto.iny@example.com');
    await form.getByRole('button', { name: 'Zobraziť položky objednávky' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Objednávku s týmto číslom a e-mailom sme nenašli. Skontrolujte oboje a skúste to znova.',
    );

    await form.getByLabel('E-mail, s ktorým ste objednávali').fill('vratenie.sk@example.com');
    await form.getByRole('button', { name: 'Zobraziť položky objednávky' }).click();
    await expect(form.getByTestId('return-order')).toContainText(`Objednávka ${order.number} zo dňa`);
    await expect(form.getByText('FX-PLATE-27 · Objednané: 2, zostáva vrátiť: 2')).toBeVisible();

    await form.getByRole('button', { name: 'Odoslať žiadosť o vrátenie' }).click();
    await expect(form.getByText('Vyberte aspoň jednu položku na vrátenie.')).toBeVisible();
    await expect(form.getByText('Vyberte dôvod vrátenia.')).toBeVisible();

    const quantities = form.getByLabel('Počet na vrátenie');
    await quantities.first().fill('2');
    await form.getByLabel('Dôvod vrátenia').selectOption({ label: 'Poškodený alebo chybný tovar' });
    await form.getByLabel('Popíšte problém (nepovinné)').fill('Dva taniere prišli rozbité.');
    await form.getByLabel('Účet na vrátenie peňazí (IBAN)').fill('SK31 1200 0000 1987 4263 7542');
    await form.getByRole('button', { name: 'Odoslať žiadosť o vrátenie' }).click();
    await expect(
      form.getByText(
        'Tento IBAN nie je platný (nesedia kontrolné číslice). Skontrolujte, či v ňom nie je preklep.',
      ),
    ).toBeVisible();

    await form.getByLabel('Účet na vrátenie peňazí (IBAN)').fill('SK31 1200 0000 1987 4263 7541');
    await form.getByRole('button', { name: 'Odoslať žiadosť o vrátenie' }).click();
    const done = form.getByRole('status');
    await expect(done).toContainText(`Žiadosť o vrátenie ${order.number}-R1 sme prijali`);
    await expect(done).toContainText(
      'Potvrdenie s formulárom na vytlačenie sme poslali na vratenie.sk@example.com.',
    );

    await expect
      .poll(async () => (await sentMails(`${order.number}-R1`)).length, { timeout: 15_000 })
      .toBe(1);
    const [mail] = await sentMails(`${order.number}-R1`);
    expect(mail!.to).toBe('vratenie.sk@example.com');
    expect(mail!.subject).toBe(`Prijali sme žiadosť o vrátenie ${order.number}-R1 – Horeca Shop`);
    expect(mail!.text).toContain('2 × Plytký tanier 27 cm');
    expect(mail!.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);

    // What was returned is no longer offered.
    await form.getByRole('button', { name: 'Vrátiť tovar z inej objednávky' }).click();
    await form.getByLabel('Číslo objednávky').fill(order.number);
    await form.getByLabel('E-mail, s ktorým ste objednávali').fill('vratenie.sk@example.com');
    await form.getByRole('button', { name: 'Zobraziť položky objednávky' }).click();
    await expect(form.getByText('FX-PLATE-27 · Objednané: 2, zostáva vrátiť: 0')).toBeVisible();
    await expect(form.getByLabel('Počet na vrátenie').first()).toBeDisabled();
  });

  test('in English on a phone, by keyboard: the same steps fit 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const order = e2eOrder('returnEn');
    await page.goto('/en/formular-vraceni-zbozi');
    const form = page.getByRole('region', { name: 'Return goods online' });
    await expect(form).toBeVisible();
    await noSidewaysScroll(page);

    await form.getByLabel('Order number').focus();
    await page.keyboard.type(order.number);
    await page.keyboard.press('Tab');
    await page.keyboard.type('return.en@example.com');
    await page.keyboard.press('Enter');
    await expect(form.getByTestId('return-order')).toContainText(`Order ${order.number} of`);
    await expect(form.getByText('FX-TOWEL-50 · Ordered: 1, left to return: 1')).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, 'the return form with the lines of an order');

    await form.getByLabel('Quantity to return').nth(1).fill('1');
    await form
      .getByLabel('Reason for the return')
      .selectOption({ label: 'Withdrawal from the contract (within 14 days)' });
    await form.getByLabel('Account for the refund (IBAN)').fill('DE89370400440532013000');
    await form.getByLabel('Account for the refund (IBAN)').press('Enter');
    await expect(
      form.getByText('Enter a Czech or Slovak IBAN: CZ or SK followed by 22 digits.'),
    ).toBeVisible();
    await form.getByLabel('Account for the refund (IBAN)').fill('CZ65 0800 0000 1920 0014 5399');
    await form.getByLabel('Account for the refund (IBAN)').press('Enter');
    await expect(form.getByRole('status')).toContainText(`Return request ${order.number}-R1 received`);
    await expect(form.getByRole('heading', { name: 'Return goods online' })).toBeFocused();
    await noSidewaysScroll(page);
    await expect
      .poll(async () => (await sentMails(`${order.number}-R1`)).map((mail) => mail.subject), {
        timeout: 15_000,
      })
      .toEqual([`Return request ${order.number}-R1 received – Horeca Shop`]);
  });

  test('lets a signed-in customer pick one of their orders, and shows the return on the order page', async ({
    page,
  }) => {
    await signInByApi(page, 'customer');
    const listed = await page.request.get('/api/user/orders', { headers: { 'X-Channel-Id': 'cz' } });
    const { orders } = (await listed.json()) as { orders: { id: number; number: string; status: string }[] };
    const order = orders.find((candidate) => candidate.status === 'delivered')!;

    await page.goto('/formular-vraceni-zbozi');
    const form = page.getByRole('region', { name: 'Vrátenie tovaru online' });
    await form.getByLabel('Vaše objednávky').selectOption(order.number);
    await expect(form.getByLabel('Číslo objednávky')).toHaveValue(order.number);
    await expect(form.getByLabel('E-mail, s ktorým ste objednávali')).toHaveValue(
      'zakaznik@horeca-shop.localhost',
    );
    await form.getByRole('button', { name: 'Zobraziť položky objednávky' }).click();
    await expect(form.getByTestId('return-order')).toContainText(order.number);
    await form.getByLabel('Počet na vrátenie').first().fill('1');
    await form.getByLabel('Dôvod vrátenia').selectOption({ label: 'Iný dôvod' });
    await form.getByLabel('Účet na vrátenie peňazí (IBAN)').fill('SK2911000000002628471935');
    await form.getByRole('button', { name: 'Odoslať žiadosť o vrátenie' }).click();
    await expect(form.getByRole('status')).toContainText(`Žiadosť o vrátenie ${order.number}-R1 sme prijali`);

    await page.goto(`/uzivatel/objednavky/${order.id}`);
    const returns = page.getByRole('region', { name: 'Vrátenia' });
    await expect(returns).toContainText(`Žiadosť o vrátenie ${order.number}-R1`);
    await expect(returns).toContainText('Prijatá');
    await expect(returns).toContainText('Iný dôvod');
    await expect(returns).toContainText('SK29 1100 0000 0026 2847 1935');
  });
});
