import { expect, type Page, test } from '@playwright/test';
import { adminRow, openAdminPage, signInByApi } from './support/admin';

/** Deletes a row of an admin list through its confirmation dialog. */
async function deleteRow(page: Page, row: ReturnType<typeof adminRow>) {
  await row.getByRole('button', { name: 'Zmazať' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Potvrdiť' }).click();
  await expect(row).toHaveCount(0);
}

test.describe('admin content pages', () => {
  test('the superadmin adds a redirect and the old URL lands on the new one', async ({ page }) => {
    await signInByApi(page, 'superadmin');
    await openAdminPage(page, 'presmerovani', 'Presmerovania');
    await page.getByRole('link', { name: 'Pridať presmerovanie' }).click();
    const form = page.getByRole('region', { name: 'Nové presmerovanie' });

    await form.getByLabel('Stará cesta').fill('e2e stara akcia');
    await form.getByLabel('Nová adresa').fill('/kontakt');
    await form.getByRole('button', { name: 'Uložiť' }).click();
    await expect(form.getByText('Zadajte cestu začínajúcu lomkou, bez medzier, ? a #')).toBeVisible();

    await form.getByLabel('Stará cesta').fill('/e2e-stara-akcia/');
    await form.getByLabel('Typ').selectOption({ label: '302 – dočasné' });
    await form.getByRole('button', { name: 'Uložiť' }).click();
    const row = adminRow(page, '/e2e-stara-akcia');
    await expect(row).toContainText('/kontakt');
    await expect(row).toContainText('302 – dočasné');
    await expect(form).toHaveCount(0);

    // A second redirect of the same old path is refused next to the field.
    await page.getByRole('link', { name: 'Pridať presmerovanie' }).click();
    await form.getByLabel('Stará cesta').fill('/e2e-stara-akcia');
    await form.getByLabel('Nová adresa').fill('/o-nas');
    await form.getByRole('button', { name: 'Uložiť' }).click();
    await expect(form.getByText('Pre túto cestu už presmerovanie existuje.')).toBeVisible();

    await page.goto('/e2e-stara-akcia');
    await expect(page).toHaveURL(/\/kontakt$/);

    await openAdminPage(page, 'presmerovani', 'Presmerovania');
    await page.getByRole('searchbox').fill('e2e-stara');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByTestId('admin-row')).toHaveCount(1);
    await deleteRow(page, adminRow(page, '/e2e-stara-akcia'));
  });

  test('the translator overrides a text and the shop header shows it at once, then restores it', async ({
    page,
  }) => {
    const shipped = 'Hľadať tovar, kód alebo značku…';
    const own = 'Čo hľadáte pre svoju prevádzku?';
    const headerSearch = page.locator('header').getByRole('combobox', { name: 'Hľadať' });
    // The home page is rendered and cached before the change.
    await page.goto('/');
    await expect(headerSearch).toHaveAttribute('placeholder', shipped);

    await signInByApi(page, 'translator');
    await openAdminPage(page, 'preklady', 'Preklady');
    await page.getByRole('searchbox').fill('Zavolajte nám');
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('link', { name: 'Upraviť Header.phoneLine' }).click();
    const editor = page.getByRole('region', { name: 'Upraviť text (slovenčina)' });
    await expect(editor.getByText('{phone}')).toBeVisible();
    await editor.getByLabel('Vlastný text').fill('Volajte nám kedykoľvek');
    await editor.getByRole('button', { name: 'Uložiť' }).click();
    await expect(editor.getByText('Ponechajte presne zástupné symboly dodaného textu')).toBeVisible();

    await page.getByRole('searchbox').fill(shipped);
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('link', { name: 'Upraviť Search.placeholder' }).click();
    await expect(editor.getByTestId('translation-default')).toHaveText(shipped);
    await editor.getByLabel('Vlastný text').fill(own);
    await editor.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Text je uložený a obchod ho už zobrazuje.')).toBeVisible();
    await expect(page.getByTestId('translation-row').filter({ hasText: 'Search.placeholder' })).toContainText(
      own,
    );

    try {
      await page.goto('/');
      await expect(headerSearch).toHaveAttribute('placeholder', own);
    } finally {
      await openAdminPage(page, 'preklady', 'Preklady');
      await page.getByLabel('Iba s vlastným textom').check();
      await page.getByRole('link', { name: 'Upraviť Search.placeholder' }).click();
      await editor.getByRole('button', { name: 'Vrátiť dodaný text' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Potvrdiť' }).click();
      await expect(page.getByText('Obchod opäť zobrazuje dodaný text.')).toBeVisible();
    }
    await page.goto('/');
    await expect(headerSearch).toHaveAttribute('placeholder', shipped);
  });
});
