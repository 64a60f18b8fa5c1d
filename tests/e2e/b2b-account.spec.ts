import { readFile } from 'node:fs/promises';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { isPdf, pdfTitle } from '@/tests/support/pdf-info';
import {
  addBestSellerToCart,
  courierOnInvoiceToSavedBilling,
  e2eQuickOrderCodes,
  sentMails,
} from './support/checkout';
import { origin } from './support/origin';
import { expectTapTargets } from './support/tap-target';

/** The company account: customer selection, invoices, company users and invitations, the recommended
 * assortment, and a dealer ordering for a customer, as the people who use them do it. */

const b2bAdmin = { email: 'b2b.admin@horeca-shop.localhost', password: 'B2bAdmin-2026!' };
const manager = { email: 'b2b.manazer@horeca-shop.localhost', password: 'B2bManazer-2026!' };
const dealer = { email: 'obchodnik@horeca-shop.localhost', password: 'Obchodnik-2026!' };

/** The language chooser stays shut, and Bistro's unpaid-invoices notice (its own tests) is not in the way. */
async function quietContext(context: BrowserContext) {
  await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
  await context.addInitScript(() => window.sessionStorage.setItem('unpaid-invoices-muted', '1'));
}

test.beforeEach(async ({ context }) => quietContext(context));

async function signIn(page: Page, user: { email: string; password: string }, at = '/login') {
  await page.goto(at);
  const form = page.getByRole('main').getByRole('form', { name: 'Prihlásenie' });
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Heslo').fill(user.password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
}

/** The B2B admin of two companies signs in and chooses `company` at the customer selection. */
async function adminActingFor(page: Page, company: RegExp) {
  await signIn(page, b2bAdmin);
  await expect(page).toHaveURL('/b2b/vyberte-zakaznika');
  const list = page.getByRole('list', { name: 'Zákazníci' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await list.getByRole('button', { name: company }).click();
  await expect(page).toHaveURL('/');
}

/** No page wider than a 375 px phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a B2B admin of two companies chooses one, sees only its invoices and downloads one as a PDF', async ({
  page,
}) => {
  await adminActingFor(page, /Bistro Vltava/);
  await page.goto('/b2b/faktury');
  await expect(page.getByRole('heading', { level: 1, name: 'Faktúry' })).toBeVisible();
  await expect(page.getByText('Zákazník: Bistro Vltava s.r.o.')).toBeVisible();
  // Three seeded invoices and two of the seeded orders delivered on invoice; the admin e2e may have issued
  // one more (unpaid) by shipping a Bistro order, in parallel with this test.
  const rows = page.getByTestId('invoice-row');
  // "Neuhradená" (unpaid) contains the word "uhradená" too.
  await expect(rows.filter({ hasText: 'Uhradená', hasNotText: /Neuhradená|Po splatnosti/ })).toHaveCount(4);
  expect([5, 6]).toContain(await rows.count());
  for (const amount of await rows.locator('td:nth-child(4)').allTextContents())
    expect(amount).toMatch(/\sKč$/);
  await expect(rows.filter({ hasText: 'Po splatnosti' })).toHaveCount(1);
  await expect(page.getByTestId('total-overdue')).toContainText('Kč');

  const overdue = rows.filter({ hasText: 'Po splatnosti' });
  const number = (await overdue.locator('td').first().textContent())!.trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    overdue.getByRole('link', { name: `Stiahnuť faktúru ${number} v PDF` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(isPdf(bytes)).toBe(true);
  expect(pdfTitle(bytes)).toBe(`Faktúra ${number}`);

  // Filtering by state keeps the URL and shows the paid ones only.
  await page.getByLabel('Stav', { exact: true }).selectOption('paid');
  await page.getByRole('button', { name: 'Filtrovať' }).click();
  await expect(page).toHaveURL(/state=paid/);
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: number })).toHaveCount(0);

  // The other company, chosen in the same session, has its own invoices in euros.
  await page.goto('/b2b/vyberte-zakaznika');
  await page
    .getByRole('list', { name: 'Zákazníci' })
    .getByRole('button', { name: /Hotel Promenáda/ })
    .click();
  await expect(page).toHaveURL('/');
  await page.goto('/b2b/faktury');
  await expect(page.getByText('Zákazník: Hotel Promenáda Bratislava a.s.')).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: number })).toHaveCount(0);
  for (const amount of await rows.locator('td:nth-child(4)').allTextContents())
    expect(amount).toMatch(/\s€$/);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('invoice-card')).toHaveCount(4);
  // "Stiahnuť PDF" on each card is a tap target of at least 24 × 24 px.
  await expectTapTargets(
    page.getByTestId('invoice-card').getByRole('link', { name: /^Stiahnuť faktúru .+ v PDF$/ }),
  );
  await expectNoSidewaysScroll(page);
});

async function invitationLink(to: string): Promise<string> {
  await expect
    .poll(async () => (await sentMails('firemného účtu')).filter((mail) => mail.to === to).length)
    .toBe(1);
  const mail = (await sentMails('firemného účtu')).find((candidate) => candidate.to === to)!;
  expect(mail.subject).toBe('Martin Dvořák vás pozýva do firemného účtu Bistro Vltava s.r.o. v Horeca Shop');
  return /(http\S+\/b2b\/pozvanka\?token=\S+)/.exec(mail.text)![1]!;
}

async function acceptAsNewPerson(browser: Browser, link: string, password: string) {
  const context = await browser.newContext({ locale: 'sk-SK' });
  await quietContext(context);
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Pozvánka do firemného účtu' })).toBeVisible();
  await expect(
    page.getByText('Pozývame vás do firemného účtu Bistro Vltava s.r.o. s rolou nákupca.'),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Nový účet' });
  await form.getByLabel('Heslo', { exact: true }).fill('kratke');
  await form.getByRole('button', { name: 'Vytvoriť účet a prijať pozvánku' }).click();
  await expect(form.getByText('Heslo musí mať aspoň 8 znakov.')).toBeVisible();
  await form.getByLabel('Meno').fill('Eva');
  await form.getByLabel('Priezvisko').fill('Nová');
  await form.getByLabel('Heslo', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Vytvoriť účet a prijať pozvánku' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('logo-b2b')).toBeVisible();
  // The link works once.
  await page.goto(link);
  await expect(page.getByText('Táto pozvánka už bola prijatá.', { exact: false })).toBeVisible();
  await context.close();
}

test('a B2B admin invites a colleague, who accepts from the e-mail and then signs in as a buyer, who is not shown the colleagues', async ({
  page,
  browser,
}) => {
  const email = `eva.nova.${Date.now()}@bistro-vltava.example`;
  const password = 'Sklenice-na-vino-2026';
  await adminActingFor(page, /Bistro Vltava/);
  await page.goto('/b2b/firemni-uzivatele');
  const invite = page.getByRole('form', { name: 'Pozvať kolegu' });
  await invite.getByLabel('E-mail kolegu').fill('not-an-address');
  await invite.getByRole('button', { name: 'Poslať pozvánku' }).click();
  await expect(invite.getByText('Zadajte platnú e-mailovú adresu.')).toBeVisible();
  await invite.getByLabel('E-mail kolegu').fill(email);
  await expect(invite.getByLabel('Rola')).toHaveValue('CUSTOMER_MANAGER');
  await invite.getByRole('button', { name: 'Poslať pozvánku' }).click();
  await expect(page.getByTestId('pending-invitation').filter({ hasText: email })).toBeVisible();

  await acceptAsNewPerson(browser, await invitationLink(email), password);

  // The admin sees the new colleague among the members, and no longer among the invitations.
  await page.reload();
  await expect(page.getByTestId('company-member').filter({ hasText: email })).toContainText('Nákupca');
  await expect(page.getByTestId('pending-invitation').filter({ hasText: email })).toHaveCount(0);

  const colleague = await browser.newContext({ locale: 'sk-SK' });
  await quietContext(colleague);
  const buyer = await colleague.newPage();
  await signIn(buyer, { email, password });
  await expect(buyer).toHaveURL('/');
  // The company users are the customer admin's page (spec §6): a buyer lands on the company's settings,
  // with no tab to the colleagues and none of their e-mails.
  await buyer.goto('/b2b/firemni-uzivatele');
  await expect(buyer).toHaveURL('/b2b/nastaveni-uctu');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Nastavenia firemného účtu' })).toBeVisible();
  const tabs = buyer.getByRole('navigation', { name: 'Firemný účet' });
  await expect(tabs.getByRole('link', { name: 'Faktúry' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Firemní používatelia' })).toHaveCount(0);
  await expect(buyer.getByRole('main')).not.toContainText(b2bAdmin.email);
  await expect(buyer.getByRole('main').getByRole('link', { name: 'Spravovať používateľov' })).toHaveCount(0);
  await buyer.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(buyer);
  await colleague.close();
});

test('the company settings stay open before a customer is chosen (exempt from forced selection) and offer the choice', async ({
  page,
}) => {
  await signIn(page, b2bAdmin);
  await expect(page).toHaveURL('/b2b/vyberte-zakaznika');
  await page.goto('/b2b/nastaveni-uctu');
  await expect(page).toHaveURL('/b2b/nastaveni-uctu');
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavenia firemného účtu' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Zatiaľ nemáte vybranú firmu.');
  await page.getByRole('main').getByRole('link', { name: 'Vybrať firmu' }).click();
  await expect(page).toHaveURL('/b2b/vyberte-zakaznika');
});

test('a dealer finds a customer by its company ID, chooses it by keyboard and orders on its behalf', async ({
  page,
}) => {
  await signIn(page, dealer, '/b2b/prihlasenie');
  await expect(page).toHaveURL('/');

  await page.goto('/b2b/vyberte-zakaznika');
  const search = page.getByLabel('Hľadať zákazníka');
  await search.fill('promenada');
  const list = page.getByRole('list', { name: 'Zákazníci' });
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list).toContainText('Hotel Promenáda Bratislava a.s.');
  await search.fill('28741536');
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list).toContainText('Bistro Vltava s.r.o.');
  await search.press('ArrowDown');
  await expect(list.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  await addBestSellerToCart(page);
  await page.goto('/objednavka');
  const customer = await courierOnInvoiceToSavedBilling(page);
  await expect(customer.getByLabel('Objednávka obchodného zástupcu za zákazníka')).toBeChecked();
  await customer.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await expect(customer.getByTestId('customer-data-summary')).toBeVisible();
  const summary = page.getByTestId('order-summary');
  await summary.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
  await summary.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/objednavka\/dakujeme\/\d+\/[\w-]+$/);
  await expect(page.getByTestId('sales-representative')).toHaveText(
    'Objednávku za zákazníka Bistro Vltava s.r.o. vytvoril obchodný zástupca Tomáš Kováč.',
  );
});

test('a buyer puts several lines of the recommended assortment into the cart at once', async ({ page }) => {
  await signIn(page, manager);
  await expect(page).toHaveURL('/');
  await page.goto('/b2b/doporuceny-sortiment');
  const recommended = page.getByRole('region', { name: 'Odporúča váš obchodník' });
  const lines = recommended.getByTestId('assortment-line');
  expect(await lines.count()).toBeGreaterThanOrEqual(5);
  // The most-bought list depends on the orders placed so far (other tests order for Bistro too).
  await expect(page.getByRole('region', { name: 'Najčastejšie nakupujete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pridať vybrané do košíka' })).toBeDisabled();
  await recommended.getByRole('button', { name: /Vybrať všetko/ }).click();
  const chosen = await recommended.getByRole('checkbox', { checked: true }).count();
  expect(chosen).toBeGreaterThanOrEqual(5);
  await expect(page.getByText(`Vybratých ${chosen} položiek`)).toBeVisible();
  await page.getByRole('button', { name: 'Pridať vybrané do košíka' }).click();

  const outcome = page.getByTestId('add-outcome');
  await expect(outcome).toBeVisible();
  const added = Number(/Do košíka pridané: (\d+)\./.exec((await outcome.textContent())!)![1]);
  expect(added).toBeGreaterThanOrEqual(2);
  const refused = await outcome.locator('li').count();
  expect(added + refused).toBe(chosen);
  await expect(page.getByTestId('mini-cart')).not.toHaveAttribute('aria-label', 'Košík je prázdny');

  await page.goto('/objednavka');
  await expect.poll(() => page.getByTestId('cart-line').count()).toBeGreaterThanOrEqual(added);
  // The new partner's discount is in the cart's prices, and the summary says until when.
  await expect(page.getByTestId('order-summary').getByTestId('partner-discount')).toContainText(
    'partnerskú zľavu 5 %',
  );

  await page.goto('/b2b/doporuceny-sortiment');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);

  // The quick order is on the B2B page too: a line from the buyer's own spreadsheet.
  const [code] = e2eQuickOrderCodes();
  await page.getByText('Rýchla objednávka').click();
  await page.getByLabel('Kódy a množstvá').fill(`${code}\t2`);
  await page.getByRole('button', { name: 'Skontrolovať', exact: true }).click();
  await expect(page.getByTestId('quick-order-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Vložiť do košíka (1)' }).click();
  await expect(page.getByTestId('add-items-summary')).toContainText('Do košíka sme vložili');
});
