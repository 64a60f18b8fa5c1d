import { expect, test } from '@playwright/test';
import { openAdminPage, signInByApi } from './support/admin';
import { expectNoncedScripts, watchCsp } from './support/csp-watch';

/** The admin runs under the same policy as the shop: its pages work with no violation reported. */
test('the admin pages work under the Content-Security-Policy', async ({ page }) => {
  const assertNoViolation = await watchCsp(page);
  await signInByApi(page, 'superadmin');
  const response = await page.goto('/admin/produkty');
  expectNoncedScripts(await response!.text(), response!.headers()['content-security-policy'] ?? null);
  await openAdminPage(page, 'produkty', 'Produkty');
  // A client-side navigation and a form that reacts to typing: the admin's scripts run.
  await page.getByRole('link', { name: 'Nový produkt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nový produkt' })).toBeVisible();
  const slovak = page.getByRole('group', { name: 'Slovensky' });
  await slovak.getByRole('button', { name: 'Pridať parameter' }).click();
  await expect(slovak.getByRole('textbox', { name: 'Parameter 1', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await assertNoViolation();
  for (const [section, heading] of [
    ['stranky', 'Stránky'],
    ['objednavky', 'Objednávky'],
    ['statistiky', 'Štatistiky'],
  ] as const) {
    await openAdminPage(page, section, heading);
    await assertNoViolation();
  }
});
