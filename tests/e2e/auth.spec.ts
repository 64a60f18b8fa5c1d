import { expect, type Page, test } from '@playwright/test';

const customer = { email: 'zakaznik@horeca-shop.localhost', password: 'Zakaznik-2026!' };
const manager = { email: 'b2b.manazer@horeca-shop.localhost', password: 'B2bManazer-2026!' };
const b2bAdmin = { email: 'b2b.admin@horeca-shop.localhost', password: 'B2bAdmin-2026!' };

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Prihlásenie' }).click();
  return page.getByRole('form', { name: 'Prihlásenie' });
}

async function logIn(page: Page, user: { email: string; password: string }) {
  const form = await openLogin(page);
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Heslo').fill(user.password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
}

test.describe('signing in from the header', () => {
  test('a wrong password is explained and nothing typed is lost', async ({ page }) => {
    await page.goto('/');
    const form = await openLogin(page);
    await form.getByLabel('E-mail').fill(customer.email);
    await form.getByLabel('Heslo').fill('zle-heslo-123');
    await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Prihlásenie sa nepodarilo. Skontrolujte e-mail a heslo.',
    );
    await expect(form.getByLabel('E-mail')).toHaveValue(customer.email);
    await expect(form.getByLabel('Heslo')).toHaveValue('zle-heslo-123');
  });

  test('an invalid e-mail is refused before sending', async ({ page }) => {
    await page.goto('/');
    const form = await openLogin(page);
    await form.getByLabel('E-mail').fill('zakaznik@');
    await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(form.getByText('Zadajte platnú e-mailovú adresu.')).toBeVisible();
    await expect(form.getByText('Toto pole je povinné.')).toBeVisible();
  });

  test('a B2C customer signs in, sees the account items and signs out', async ({ page }) => {
    await page.goto('/');
    await logIn(page, customer);
    const account = page.getByRole('button', { name: 'Petra' });
    await expect(account).toBeVisible();
    await account.click();
    await expect(page.getByRole('link', { name: 'Objednávky' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Obľúbené' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Faktúry' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Admin panel' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Odhlásiť sa' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Prihlásenie' })).toBeVisible();
  });

  test('a B2B manager gets the B2B frame and the unpaid-invoices notice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('info-line')).toHaveAttribute('data-variant', 'b2c');
    await logIn(page, manager);
    const notice = page.getByRole('dialog', { name: 'Máte neuhradené faktúry' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Neskôr' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByTestId('info-line')).toHaveAttribute('data-variant', 'b2b');
    await expect(page.getByTestId('logo-b2b')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pre firmy – staňte sa partnerom' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('logo-b2b')).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('the unpaid-invoices notice does not cover the invoices it points to', async ({ page }) => {
    await page.goto('/');
    await logIn(page, manager);
    const notice = page.getByRole('dialog', { name: 'Máte neuhradené faktúry' });
    await expect(notice).toBeVisible();
    // A new tab of the same session (the notice is muted per tab) opened straight on the invoices.
    const invoices = await page.context().newPage();
    const options = invoices.waitForResponse((response) => response.url().includes('/api/options/'));
    await invoices.goto('/b2b/faktury');
    await options;
    await expect(invoices.getByRole('heading', { level: 1, name: 'Faktúry' })).toBeVisible();
    await expect(invoices.getByRole('dialog', { name: 'Máte neuhradené faktúry' })).toHaveCount(0);
    await invoices.close();
  });

  test('a B2B admin of two companies is sent to choose one, cannot skip it, and then shops for it', async ({
    page,
  }) => {
    await page.goto('/');
    await logIn(page, b2bAdmin);
    await expect(page).toHaveURL('/b2b/vyberte-zakaznika');
    await expect(page.getByRole('heading', { level: 1, name: 'Výber zákazníka' })).toBeVisible();
    // The clean layout: the logo, no menus, no footer.
    await expect(page.getByRole('link', { name: 'Horeca Shop – úvodná stránka' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const list = page.getByRole('list', { name: 'Zákazníci' });
    await expect(list.getByRole('button')).toHaveCount(2);

    await page.goto('/kategorie/taniere');
    await expect(page).toHaveURL('/b2b/vyberte-zakaznika');

    await list.getByRole('button', { name: /Hotel Promenáda Bratislava/ }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: /Martin/ })).toBeVisible();
    await page.getByRole('button', { name: /Martin/ }).click();
    await expect(page.locator('#account-menu').getByText('Hotel Promenáda Bratislava a.s.')).toBeVisible();
  });

  test('the /login page signs in and goes home', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('main').getByRole('form', { name: 'Prihlásenie' });
    await form.getByLabel('E-mail').fill(customer.email);
    await form.getByLabel('Heslo').fill(customer.password);
    await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Petra' })).toBeVisible();
  });
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hamburger opens the category menu, and a tap expands a category', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Otvoriť menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Stolovanie' })).toBeVisible();
    await menu.getByRole('button', { name: 'Rozbaliť Stolovanie' }).click();
    await expect(menu.getByRole('link').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Zavrieť menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the account menu opens on tap and signs in', async ({ page }) => {
    await page.goto('/');
    await logIn(page, customer);
    await expect(page.getByRole('button', { name: 'Petra' })).toBeVisible();
  });
});

test.describe('desktop menus', () => {
  test('the category menu opens on hover and lists a root’s subcategories', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Kategórie' }).hover();
    const menu = page.locator('#category-menu');
    await expect(menu.getByRole('link', { name: 'Sklo' })).toBeVisible();
    await menu.getByRole('link', { name: 'Sklo' }).hover();
    await expect(menu.getByText('Sklo', { exact: true }).last()).toBeVisible();
  });
});

test.describe('admin access', () => {
  test('an anonymous visitor and a customer are sent home', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await logIn(page, customer);
    await expect(page.getByRole('button', { name: 'Petra' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
  });

  test('a translator reaches the admin panel with the translations only', async ({ page }) => {
    await page.goto('/');
    await logIn(page, { email: 'prekladatel@horeca-shop.localhost', password: 'Prekladatel-2026!' });
    await expect(page.getByRole('button', { name: 'Zuzana' })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin panel');
    await expect(page.getByRole('main').getByRole('link')).toHaveText(['Preklady']);
    await page.getByRole('link', { name: 'Späť do obchodu' }).click();
    await expect(page).toHaveURL('/');
  });
});
