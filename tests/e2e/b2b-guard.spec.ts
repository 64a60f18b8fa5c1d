import { expect, type Page, test } from '@playwright/test';

const dealer = { email: 'obchodnik@horeca-shop.localhost', password: 'Obchodnik-2026!' };
const b2bAdmin = { email: 'b2b.admin@horeca-shop.localhost', password: 'B2bAdmin-2026!' };

async function signInOnPage(page: Page, user: { email: string; password: string }, formName: string) {
  const form = page.getByRole('main').getByRole('form', { name: formName });
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Heslo').fill(user.password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
}

test('an anonymous visitor of the customer selection signs in first and comes back to it', async ({
  page,
}) => {
  await page.goto('/b2b/vyberte-zakaznika');
  await expect(page).toHaveURL('/login?next=%2Fb2b%2Fvyberte-zakaznika');
  await signInOnPage(page, b2bAdmin, 'Prihlásenie');
  await expect(page).toHaveURL('/b2b/vyberte-zakaznika');
  await expect(page.getByRole('list', { name: 'Zákazníci' }).getByRole('button')).toHaveCount(2);
});

test('the partner sign-in page uses the clean layout, in English at its English path', async ({ page }) => {
  await page.goto('/en/b2b/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner sign-in' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Not a partner yet? Register your company' })).toHaveAttribute(
    'href',
    '/en/pro-firmy',
  );
});

test('a dealer acting for a blocked customer lands on the blocked-account page and can choose another', async ({
  page,
}) => {
  await page.goto('/b2b/prihlasenie');
  await signInOnPage(page, dealer, 'Prihlásenie');
  await expect(page).toHaveURL('/');

  await page.goto('/b2b/vyberte-zakaznika');
  await expect(page.getByText('Vyberte zákazníka, v mene ktorého budete nakupovať.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Zákazníci' });
  // The three seeded companies (the admin e2e approves more registrations in parallel).
  for (const name of [/Bistro Vltava/, /Hotel Promenáda/, /Kavárna Na Rohu/])
    await expect(list.getByRole('button', { name })).toBeVisible();
  await list.getByRole('button', { name: /Kavárna Na Rohu/ }).click();

  // Home is guarded: the blocked customer's page, in the empty layout, with the B2B contacts.
  await expect(page).toHaveURL('/b2b/zablokovany-ucet');
  await expect(page.getByRole('heading', { level: 1, name: 'Účet je zablokovaný' })).toBeVisible();
  await expect(
    page.getByText('Nákupy za zákazníka Kavárna Na Rohu s.r.o. sú momentálne zablokované.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'b2b@horeca-shop.cz' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto('/kategorie/taniere');
  await expect(page).toHaveURL('/b2b/zablokovany-ucet');

  await page.getByRole('link', { name: 'Vybrať iného zákazníka' }).click();
  await expect(page).toHaveURL('/b2b/vyberte-zakaznika');
  await list.getByRole('button', { name: /Bistro Vltava/ }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('logo-b2b')).toBeVisible();
});

test('a blocked-account page visited without a blocked customer sends the user home', async ({ page }) => {
  await page.goto('/login');
  await signInOnPage(
    page,
    { email: 'zakaznik@horeca-shop.localhost', password: 'Zakaznik-2026!' },
    'Prihlásenie',
  );
  await expect(page).toHaveURL('/');
  await page.goto('/b2b/zablokovany-ucet');
  await expect(page).toHaveURL('/');
});
