import { expect, test } from '@playwright/test';
import { adminRow, deleteRow, expectNoSidewaysScroll, openAdminPage, signInByApi } from './support/admin';

/** A small PNG picture (an 8×4 blue rectangle) to upload, as a file chooser hands it over. */
function pictureFile(name: string) {
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQ9buBFTFQTwIAzC0oYcuj/9EAAAAASUVORK5CYII=';
  return { name, mimeType: 'image/png', buffer: Buffer.from(png, 'base64') };
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

    // The server answers the saved redirect itself, with its own status, from the next request on.
    const moved = await page.request.get('/e2e-stara-akcia?utm_source=e2e', { maxRedirects: 0 });
    expect(moved.status()).toBe(302);
    expect(moved.headers()['location']).toBe('/kontakt?utm_source=e2e');
    await page.goto('/e2e-stara-akcia');
    await expect(page).toHaveURL(/\/kontakt$/);

    await openAdminPage(page, 'presmerovani', 'Presmerovania');
    await page.getByRole('searchbox').fill('e2e-stara');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByTestId('admin-row')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
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
    await expect(editor.getByText('{phone}', { exact: true })).toBeVisible();
    await editor.getByLabel('Vlastný text').fill('Volajte nám kedykoľvek');
    await editor.getByRole('button', { name: 'Uložiť' }).click();
    await expect(editor.getByText('Ponechajte presne zástupné symboly dodaného textu')).toBeVisible();

    await page.getByRole('searchbox').fill(shipped);
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('link', { name: 'Upraviť Search.placeholder' }).click();
    await expect(editor.getByTestId('translation-default')).toHaveText(shipped);
    await expectNoSidewaysScroll(page);
    await editor.getByLabel('Vlastný text').fill(own);
    await editor.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Text je uložený a obchod ho už zobrazuje.')).toBeVisible();
    await expect(page.getByTestId('translation-row').filter({ hasText: 'Search.placeholder' })).toContainText(
      own,
    );

    try {
      await page.goto('/');
      await expect(headerSearch).toHaveAttribute('placeholder', own);

      await openAdminPage(page, 'preklady', 'Preklady');
      await page.getByLabel('Iba s vlastným textom').check();
      await expect(page).toHaveURL(/overridden=1/);
      await page.getByRole('link', { name: 'Upraviť Search.placeholder' }).click();
      await editor.getByRole('button', { name: 'Vrátiť dodaný text' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Potvrdiť' }).click();
      await expect(page.getByText('Obchod opäť zobrazuje dodaný text.')).toBeVisible();
    } finally {
      // Other specs read the header: the override never outlives this test.
      await page.request.delete('/api/admin/preklady?locale=sk&key=Search.placeholder', {
        headers: { 'X-Channel-Id': 'cz' },
      });
    }
    await page.goto('/');
    await expect(headerSearch).toHaveAttribute('placeholder', shipped);
  });

  test('a dealer writes a page with the rich-text editor and the shop shows each change at once', async ({
    page,
  }) => {
    await signInByApi(page, 'dealer');
    await openAdminPage(page, 'stranky', 'Stránky');
    await page.getByRole('link', { name: 'Pridať stránku' }).click();
    const form = page.getByRole('region', { name: 'Nová stránka' });
    await form.getByLabel('Kľúč').fill('e2e-servis');
    const slovak = form.getByRole('group', { name: 'slovenčina' });
    await slovak.getByLabel('Názov').fill('Servis riadu');
    await slovak.getByLabel('Adresa (slug)').fill('Servis riadu');
    const editor = slovak.getByRole('textbox', { name: 'Obsah' });
    await editor.click();
    await page.keyboard.type('Brúsime nože.');
    await page.keyboard.press('Shift+Home');
    await slovak.getByRole('toolbar').getByRole('button', { name: 'Tučné' }).click();
    await form.getByRole('button', { name: 'Uložiť' }).click();
    await expect(slovak.getByText('Použite malé písmená bez diakritiky')).toBeVisible();
    await slovak.getByLabel('Adresa (slug)').fill('e2e-servis-riadu');
    await form.getByRole('button', { name: 'Uložiť' }).click();

    const edit = page.getByRole('region', { name: 'Upraviť stránku e2e-servis' });
    await expect(edit).toBeVisible();
    await page.goto('/stranky/e2e-servis-riadu');
    await expect(page.getByRole('heading', { level: 1, name: 'Servis riadu' })).toBeVisible();
    await expect(
      page.locator('main').locator('b, strong').filter({ hasText: 'Brúsime nože.' }),
    ).toBeVisible();

    await openAdminPage(page, 'stranky', 'Stránky');
    const row = adminRow(page, 'e2e-servis');
    await row.getByRole('link', { name: 'Upraviť Servis riadu' }).click();
    await edit.getByRole('group', { name: 'slovenčina' }).getByLabel('Názov').fill('Servis a opravy riadu');
    await edit.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Stránka je uložená a obchod ju už zobrazuje.')).toBeVisible();
    await page.goto('/stranky/e2e-servis-riadu');
    await expect(page.getByRole('heading', { level: 1, name: 'Servis a opravy riadu' })).toBeVisible();

    await openAdminPage(page, 'stranky', 'Stránky');
    // The fixed pages the shop's routes show (terms…) can only be edited or hidden.
    await expect(adminRow(page, /^terms/).first()).toBeVisible();
    await expect(adminRow(page, /^terms/).getByRole('button', { name: 'Zmazať' })).toHaveCount(0);
    await deleteRow(page, adminRow(page, 'e2e-servis'));
  });

  test('the superadmin adds a banner and a slide with uploaded pictures and the home page shows them at once', async ({
    page,
  }) => {
    await signInByApi(page, 'superadmin');
    await page.goto('/');
    await openAdminPage(page, 'bannery', 'Bannery');
    await page.getByRole('link', { name: 'Pridať banner' }).click();
    const banner = page.getByRole('region', { name: 'Nový banner' });
    await banner.getByRole('button', { name: 'Uložiť' }).click();
    await expect(banner.getByText('Nahrajte obrázok.')).toBeVisible();
    await banner.getByLabel('Obrázok').setInputFiles(pictureFile('banner.png'));
    await expect(banner.getByRole('img', { name: 'Náhľad obrázka' })).toBeVisible();
    await banner.getByLabel('Názov (text pre čítačky)').fill('E2E jesenná akcia');
    await banner.getByLabel('Odkaz').fill('/slevy');
    await banner.getByLabel('Jazyk').selectOption({ label: 'slovenčina' });
    await banner.getByLabel('Umiestnenie').selectOption({ label: 'Hore vedľa slideshow' });
    await banner.getByRole('button', { name: 'Uložiť' }).click();
    await expect(adminRow(page, 'E2E jesenná akcia')).toContainText('Hore vedľa slideshow');

    await openAdminPage(page, 'slideshow', 'Slideshow');
    await page.getByRole('link', { name: 'Pridať snímku' }).click();
    const slide = page.getByRole('region', { name: 'Nová snímka' });
    await slide.getByLabel('Obrázok').setInputFiles(pictureFile('slide.png'));
    await expect(slide.getByRole('img', { name: 'Náhľad obrázka' })).toBeVisible();
    await slide.getByLabel('Názov (text pre čítačky)').fill('E2E snímka týždňa');
    await slide.getByLabel('Podnadpis').fill('Poháre za výhodné ceny');
    await slide.getByRole('button', { name: 'Uložiť' }).click();
    await expect(adminRow(page, 'E2E snímka týždňa')).toBeVisible();

    await page.goto('/');
    const tile = page.getByRole('link', { name: 'E2E jesenná akcia' });
    await expect(tile).toHaveAttribute('href', '/slevy');
    await expect(tile.locator('img')).toHaveAttribute('src', /\/media\/uploads\/bannery\//);
    await expect(
      page.locator('[aria-roledescription="carousel"]').getByText('E2E snímka týždňa'),
    ).toBeAttached();

    await openAdminPage(page, 'slideshow', 'Slideshow');
    await deleteRow(page, adminRow(page, 'E2E snímka týždňa'));
    await openAdminPage(page, 'bannery', 'Bannery');
    await deleteRow(page, adminRow(page, 'E2E jesenná akcia'));
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'E2E jesenná akcia' })).toHaveCount(0);
  });
});
