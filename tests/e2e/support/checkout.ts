import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { type ReadEml, readMailFolder } from '@/tests/api/support/read-eml';

/** "1 234,50 Kč" → 123450 */
export function minor(text: string | null): number {
  const match = /(-?[\d\s]+),(\d{2})\s(Kč|€)/.exec(text ?? '');
  if (!match) throw new Error(`not a price: ${text}`);
  return Number(`${match[1]!.replace(/\s/g, '')}${match[2]}`);
}

/** A step box of the order page, by its heading. */
export function box(page: Page, name: RegExp) {
  return page.getByRole('region', { name });
}

/** Adds the product page's first orderable variant to the cart (the page is open). */
export async function addOpenProductToCart(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+/);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const addButton = page.getByTestId('add-to-cart');
  const variantLabels = page.getByRole('group', { name: 'Variant' }).locator('label');
  for (let index = 0; index < (await variantLabels.count()) && !(await addButton.isVisible()); index++) {
    await variantLabels.nth(index).click();
  }
  await addButton.click();
  await expect(page.getByText(/je v košíku\.$/)).toBeVisible();
  return name;
}

/** From the home page's best sellers (`home` = the shop's home URL), a product goes into the cart. */
export async function addBestSellerToCart(page: Page, home = '/'): Promise<string> {
  await page.goto(home);
  const card = page.getByRole('region', { name: 'Najpredávanejšie' }).getByTestId('product-card').first();
  await card.getByRole('link').first().click();
  return addOpenProductToCart(page);
}

function e2eProducts(): { backorder: string; derivedEur: string; quickOrder: string[] } {
  return JSON.parse(readFileSync(path.join(process.cwd(), '.data-e2e', 'e2e-products.json'), 'utf8'));
}

/** The slug of a product that tests/e2e/support/prepare-orders.ts picked before the server started. */
export function e2eProductSlug(name: 'backorder' | 'derivedEur'): string {
  return e2eProducts()[name];
}

/** Ten codes of the Slovak shop, in stock and sold by the piece, for a quick order (prepare-orders.ts). */
export function e2eQuickOrderCodes(): string[] {
  return e2eProducts().quickOrder;
}

/** The e-mails the e2e server wrote (no SMTP there) whose subject names `needle`. */
export async function sentMails(needle: string): Promise<ReadEml[]> {
  const mails = await readMailFolder(path.join(process.cwd(), '.data-e2e', 'mail'));
  return mails.map(({ mail }) => mail).filter((mail) => mail.subject.includes(needle));
}

/**
 * A B2B order's steps on the open order page: courier, payment on invoice, and the company's saved billing
 * address; answers the customer-data box (still to be saved).
 */
export async function courierOnInvoiceToSavedBilling(page: Page) {
  await box(page, /Doprava/)
    .getByLabel(/Kuriér na adresu/)
    .click();
  await box(page, /Platba/)
    .getByLabel(/Faktúra so splatnosťou/)
    .click();
  const customer = box(page, /Fakturačné a dodacie údaje/);
  await customer.getByLabel('Uložená fakturačná adresa').selectOption({ index: 1 });
  return customer;
}

/** Fills the customer-data box of the open order page for a person in Brno and saves it. */
export async function fillCustomerData(page: Page, email: string): Promise<void> {
  const customer = box(page, /Fakturačné a dodacie údaje/);
  await customer.getByLabel('Meno').fill('Jana');
  await customer.getByLabel('Priezvisko').fill('Nováková');
  await customer.getByLabel('E-mail').fill(email);
  await customer.getByLabel('Telefón').fill('+420 601 123 456');
  await customer.getByLabel('Ulica a číslo').fill('Masarykova 12');
  await customer.getByLabel('Mesto').fill('Brno');
  await customer.getByLabel('PSČ').fill('602 00');
  await customer.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await expect(customer.getByTestId('customer-data-summary')).toContainText('Jana Nováková');
}
