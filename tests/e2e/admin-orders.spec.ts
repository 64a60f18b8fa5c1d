import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { adminRow, openAdminPage, searchAdminList, signInByApi } from './support/admin';
import { sentMails } from './support/checkout';
import { origin } from './support/origin';

/** The language chooser stays shut and Bistro's unpaid-invoices notice is not in the way. */
async function quietContext(context: BrowserContext) {
  await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
  await context.addInitScript(() => window.sessionStorage.setItem('unpaid-invoices-muted', '1'));
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ context }) => quietContext(context));

test('the dealer ships a company order: the customer gets the e-mail and finds the invoice in the account', async ({
  page,
  browser,
}) => {
  await signInByApi(page, 'dealer');
  await openAdminPage(page, 'objednavky', 'Objednávky');

  // Bistro Vltava's new B2B orders.
  await page.getByLabel('B2B / B2C').selectOption('b2b');
  await page.getByLabel('Stav', { exact: true }).selectOption('new');
  await page.getByRole('button', { name: 'Filtrovať' }).click();
  await expect(page).toHaveURL(/segment=b2b/);
  await searchAdminList(page, 'Bistro');
  const row = adminRow(page, 'Bistro Vltava').first();
  await expect(row).toContainText('Nová');
  const number = (await row.getByRole('link').textContent())!.trim();
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka č. ${number}` })).toBeVisible();

  const form = page.getByRole('form', { name: 'Zmena stavu' });
  await form.getByLabel('Nový stav').selectOption({ label: 'Potvrdená' });
  await form.getByRole('button', { name: 'Zmeniť stav' }).click();
  await expect(page.getByText('Stav objednávky je teraz: Potvrdená.')).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toHaveText('Potvrdená');

  // Shipping needs the parcel; a wrong tracking address is explained and nothing changes.
  await form.getByLabel('Nový stav').selectOption({ label: 'Odoslaná' });
  await form.getByRole('button', { name: 'Zmeniť stav' }).click();
  await expect(form.getByText('Toto pole je povinné.')).toBeVisible();
  const parcel = `DPD-${Date.now()}`;
  await form.getByLabel('Číslo zásielky').fill(parcel);
  await form.getByLabel('Odkaz na sledovanie zásielky (nepovinný)').fill('tracking.example.com');
  await form.getByRole('button', { name: 'Zmeniť stav' }).click();
  await expect(form.getByText('Zadajte celú adresu začínajúcu http:// alebo https://.')).toBeVisible();
  await form
    .getByLabel('Odkaz na sledovanie zásielky (nepovinný)')
    .fill(`https://tracking.example.com/${parcel}`);
  await form.getByRole('button', { name: 'Zmeniť stav' }).click();
  await expect(page.getByText('Stav objednávky je teraz: Odoslaná.')).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toHaveText('Odoslaná');
  await expect(page.getByTestId('admin-order-tracking')).toHaveText(parcel);
  const invoiceLine = page.getByTestId('admin-order-invoices');
  await expect(invoiceLine).toContainText(/Faktúra FA\d{8,}/);
  const invoice = /FA\d{8,}/.exec((await invoiceLine.textContent())!)![0];
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoiceLine.getByRole('link', { name: `Stiahnuť faktúru ${invoice} ako PDF` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoice}.pdf`);
  await expect(page.getByTestId('admin-order-history')).toContainText('Odoslaná');

  // The customer's e-mail: the new state, the parcel and the invoice.
  await expect
    .poll(async () => (await sentMails(number)).filter((mail) => mail.text.includes(parcel)).length)
    .toBe(1);
  const [mail] = (await sentMails(number)).filter((candidate) => candidate.text.includes(parcel));
  expect(mail!.text).toContain(invoice);
  expect(mail!.text).toContain(`https://tracking.example.com/${parcel}`);

  // The company's admin finds the invoice among Bistro's invoices.
  const customer = await browser.newContext({ baseURL: origin(), locale: 'sk-SK' });
  await quietContext(customer);
  const b2b = await customer.newPage();
  await signInByApi(b2b, 'b2bAdmin');
  await b2b.goto('/b2b/vyberte-zakaznika');
  await b2b
    .getByRole('list', { name: 'Zákazníci' })
    .getByRole('button', { name: /Bistro Vltava/ })
    .click();
  await expect(b2b).toHaveURL('/');
  await b2b.goto('/b2b/faktury');
  await expect(b2b.getByTestId('invoice-row').filter({ hasText: invoice })).toHaveCount(1);
  await customer.close();
});

test('the superadmin finds orders by e-mail, sorts them, and the list fits a phone', async ({ page }) => {
  await signInByApi(page, 'superadmin');
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdminPage(page, 'objednavky', 'Objednávky');
  await expect(adminRow(page, /./)).not.toHaveCount(0);
  await noSidewaysScroll(page);

  await page.getByRole('searchbox').fill('@example.com-nobody');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page.getByText('Nič sa nenašlo.')).toBeVisible();

  await page.goto('/admin/objednavky?sort=total&dir=desc');
  await expect(page.getByRole('columnheader', { name: /Spolu s DPH/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('the order list shows each order’s time on the shop’s clock (Europe/Prague), not the server’s UTC', async ({
  page,
}) => {
  await signInByApi(page, 'superadmin');
  const answer = await page.request.get('/api/admin/objednavky?sort=number&dir=asc', {
    headers: { 'X-Channel-Id': 'cz', 'X-User-Locale': 'sk' },
  });
  expect(answer.status()).toBe(200);
  const [first] = (await answer.json()).items as { number: string; created_at: string }[];
  const prague = new Intl.DateTimeFormat('sk', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  }).format(new Date(first!.created_at));
  await openAdminPage(page, 'objednavky?sort=number&dir=asc', 'Objednávky');
  await expect(adminRow(page, first!.number)).toContainText(prague);
});
