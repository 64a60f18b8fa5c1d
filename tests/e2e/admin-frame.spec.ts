import { expect, test } from '@playwright/test';
import { signInByApi } from './support/admin';

test.describe('the administration frame', () => {
  test('a dealer sees the day’s figures and only the pages of the dealer’s role; other pages send them back', async ({
    page,
  }) => {
    await signInByApi(page, 'dealer');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
    await expect(page.getByTestId('dashboard-orders-today')).toContainText('Objednávky dnes');
    await expect(page.getByTestId('dashboard-registrations')).toContainText('B2B registrácie na schválenie');

    const nav = page.getByRole('navigation', { name: 'Stránky administrácie' });
    await expect(nav.getByRole('link', { name: 'Objednávky' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Produkty' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Používatelia' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Preklady' })).toHaveCount(0);
    // The audit log is the superadmin's.
    await expect(page.getByRole('heading', { name: 'Záznam zmien' })).toHaveCount(0);

    await page.goto('/admin/uzivatele');
    await expect(page).toHaveURL(/\/admin\?forbidden=uzivatele$/);
    await expect(page.getByRole('status').filter({ hasText: 'Používatelia' })).toHaveText(
      'Stránka „Používatelia“ nie je prístupná pre vašu rolu. Nižšie sú stránky, ktoré môžete používať.',
    );
  });

  test('a translator can open only the translations', async ({ page }) => {
    await signInByApi(page, 'translator');
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Stránky administrácie' });
    await expect(nav.getByRole('link')).toHaveText(['Preklady']);
    await expect(page.getByTestId('dashboard-orders-today')).toHaveCount(0);
    for (const section of ['objednavky', 'produkty', 'zakaznici']) {
      await page.goto(`/admin/${section}`);
      await expect(page).toHaveURL(new RegExp(`/admin\\?forbidden=${section}$`));
      await expect(
        page.getByRole('status').filter({ hasText: 'nie je prístupná pre vašu rolu' }),
      ).toBeVisible();
    }
  });

  test('a shopper and an anonymous visitor are sent home', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await signInByApi(page, 'customer');
    await page.goto('/admin/objednavky');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the superadmin sees every page and the audit log; on a phone the menu folds away', async ({
    page,
  }) => {
    await signInByApi(page, 'superadmin');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Záznam zmien' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Stránky administrácie' });
    await expect(nav.getByRole('link', { name: 'Štatistiky' })).toBeHidden();
    await nav.getByText('Stránky administrácie').click();
    await expect(nav.getByRole('link', { name: 'Štatistiky' })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(22);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
