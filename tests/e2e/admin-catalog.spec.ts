import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminRow, openAdminPage, searchAdminList, signInByApi } from './support/admin';
import { popularSearches } from './support/popular-searches';
import { openDesktopSearch } from './support/search-box';

/** Letters only, so that the search treats the word as a word; unique per run. */
function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return prefix + letters.join('');
}

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

async function fillProductTexts(page: Page, name: string) {
  for (const [language, text] of [
    ['Slovensky', `Tanier ${name}`],
    ['Česky', `Talíř ${name}`],
    ['Anglicky', `Plate ${name}`],
  ] as const) {
    const group = page.getByRole('group', { name: language });
    await group.getByLabel('Názov').fill(text);
    await group.getByLabel('Názov').blur();
  }
}

test.describe('admin: products', () => {
  test('the superadmin creates a product with a variant and a photo and finds it in the shop search', async ({
    page,
  }) => {
    const word = uniqueWord('Adminka');
    await signInByApi(page, 'superadmin');
    await openAdminPage(page, 'produkty', 'Produkty');
    await page.getByRole('link', { name: 'Nový produkt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nový produkt' })).toBeVisible();

    await fillProductTexts(page, word);
    // The slug is made from the name.
    await expect(page.getByRole('group', { name: 'Slovensky' }).getByLabel('Adresa (slug)')).toHaveValue(
      `tanier-${word.toLowerCase()}`,
    );
    const slovak = page.getByRole('group', { name: 'Slovensky' });
    await slovak.getByRole('button', { name: 'Pridať parameter' }).click();
    await slovak.getByRole('textbox', { name: 'Parameter 1', exact: true }).fill('Materiál');
    await slovak.getByRole('textbox', { name: 'Hodnota 1', exact: true }).fill('porcelán');
    await page.getByLabel('Hlavná kategória').selectOption({ index: 1 });
    await page.getByLabel('Novinka').check();
    const variant = page.getByRole('group', { name: 'Variant 1' });
    await variant.getByLabel('Kód').fill(`ADM-${word.toUpperCase()}`);
    await variant.getByLabel('Cena bez DPH – CZ (Kč)').fill('249,90');
    await variant.getByLabel('Cena bez DPH – SK (€)').fill('10,20');
    await variant.getByLabel('Sklad (predajných jednotiek)').fill('35');
    await page.getByRole('button', { name: 'Uložiť' }).click();

    await expect(page.getByText('Produkt bol vytvorený.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/produkty\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Produkt: Tanier ${word}` })).toBeVisible();

    await page.getByLabel('Nahrať fotografiu').setInputFiles({
      name: 'tanier.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await expect(page.getByText('Fotografia bola nahraná.')).toBeVisible();
    const image = page.getByTestId('product-image').getByRole('img', { name: 'Fotografia 1' });
    await expect(image).toHaveAttribute('src', /^\/media\/uploads\/.+\.webp$/);
    // Resized on the server to the catalog's 800 px box.
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '600');

    await openAdminPage(page, 'produkty', 'Produkty');
    await searchAdminList(page, `adm-${word}`);
    await expect(adminRow(page, `Tanier ${word}`)).toHaveCount(1);
    await expect(adminRow(page, `Tanier ${word}`)).toContainText('35');

    await page.goto('/');
    const { input, popup } = await openDesktopSearch(page);
    await input.fill(word.toLowerCase());
    const suggestion = popup.getByRole('group', { name: 'Produkty' }).getByRole('option');
    await expect(suggestion).toHaveCount(1);
    await expect(suggestion).toContainText(`Tanier ${word}`);
    await input.press('Enter');
    await expect(page).toHaveURL(/\/hladaj\?q=/);
    const card = page.getByTestId('product-card').filter({ hasText: `Tanier ${word}` });
    await expect(card).toHaveCount(1);
    await expect(card.locator('img').first()).toHaveAttribute('src', /^\/media\/uploads\//);
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tanier ${word}`);
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Materiál' })).toContainText(
      'porcelán',
    );
  });

  test('the form says what is wrong: missing texts and a variant code another product has', async ({
    page,
  }) => {
    await signInByApi(page, 'dealer');
    await page.goto('/admin/produkty?new=1');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    const slovak = page.getByRole('group', { name: 'Slovensky' });
    await expect(slovak.getByRole('alert').first()).toHaveText('Toto pole je povinné.');
    await expect(
      page.getByRole('group', { name: 'Variant 1' }).getByText('Zadajte kladnú cenu, napr. 129,90.'),
    ).toBeVisible();

    const word = uniqueWord('Kodtest');
    await fillProductTexts(page, word);
    await page.getByLabel('Hlavná kategória').selectOption({ index: 1 });
    const variant = page.getByRole('group', { name: 'Variant 1' });
    await variant.getByLabel('Kód').fill('TD-19-0001-BE');
    await variant.getByLabel('Cena bez DPH – CZ (Kč)').fill('10');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await expect(variant.getByText('Tento kód už má iný variant.')).toBeVisible();
    await expect(page).toHaveURL(/\?new=1$/);
  });

  test('on a phone the products list scrolls inside its frame, not the page', async ({ page }) => {
    await signInByApi(page, 'dealer');
    await page.setViewportSize({ width: 375, height: 800 });
    await openAdminPage(page, 'produkty', 'Produkty');
    await expect(page.getByTestId('admin-row').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('admin: categories and topics', () => {
  test('the dealer adds a subcategory that the shop shows at once, moves it, and cannot delete a full category', async ({
    page,
  }) => {
    const word = uniqueWord('Kategoria');
    await signInByApi(page, 'dealer');
    await openAdminPage(page, 'kategorie', 'Kategórie a témy');
    const firstRoot = page.getByTestId('category-row').first();
    const rootName = (await firstRoot.getByRole('link').textContent())!;

    await page.getByRole('link', { name: 'Nová kategória' }).click();
    for (const [language, text] of [
      ['Slovensky', `Podnosy ${word}`],
      ['Česky', `Podnosy ${word}`],
      ['Anglicky', `Trays ${word}`],
    ] as const) {
      const group = page.getByRole('group', { name: language });
      await group.getByLabel('Názov').fill(text);
      await group.getByLabel('Názov').blur();
    }
    await page.getByLabel('Nadradená položka').selectOption({ label: rootName });
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Položka bola vytvorená.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Kategória: Podnosy ${word}` })).toBeVisible();

    await page.goto(`/kategorie/podnosy-${word.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 1, name: `Podnosy ${word}` })).toBeVisible();

    await openAdminPage(page, 'kategorie', 'Kategórie a témy');
    const row = page.getByTestId('category-row').filter({ hasText: `Podnosy ${word}` });
    await expect(row.getByRole('button', { name: `Posunúť „Podnosy ${word}“ nižšie` })).toBeDisabled();
    await row.getByRole('button', { name: `Posunúť „Podnosy ${word}“ vyššie` }).click();
    await expect(page.getByText('Poradie bolo zmenené.')).toBeVisible();
    await expect(row.getByRole('button', { name: `Posunúť „Podnosy ${word}“ nižšie` })).toBeEnabled();

    await firstRoot.getByRole('button', { name: 'Zmazať' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Potvrdiť' }).click();
    await expect(
      page.getByText(
        'Kategóriu nemožno zmazať, kým má podkategórie alebo produkty. Najprv ich presuňte alebo zmažte.',
      ),
    ).toBeVisible();
    await expect(page.getByTestId('category-row').first()).toContainText(rootName);
  });

  test('the dealer creates a topic offering the plates category, and its shop page lists plates', async ({
    page,
  }) => {
    const word = uniqueWord('Tema');
    await signInByApi(page, 'dealer');
    await openAdminPage(page, 'kategorie', 'Kategórie a témy');
    await page.getByRole('link', { name: 'Nová téma' }).click();
    for (const [language, text] of [
      ['Slovensky', `Jeseň ${word}`],
      ['Česky', `Podzim ${word}`],
      ['Anglicky', `Autumn ${word}`],
    ] as const) {
      const group = page.getByRole('group', { name: language });
      await group.getByLabel('Názov').fill(text);
      await group.getByLabel('Názov').blur();
    }
    const chooser = page.getByRole('group', { name: 'Kategórie témy' });
    await chooser.getByRole('searchbox', { name: 'Hľadať kategóriu' }).fill('tanier');
    await chooser.getByRole('checkbox', { name: 'Taniere', exact: true }).check();
    await expect(chooser).toContainText('Vybrané: 1');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Položka bola vytvorená.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Téma: Jeseň ${word}` })).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: 'Kategórie témy' })
        .getByRole('checkbox', { name: 'Taniere', exact: true }),
    ).toBeChecked();

    await page.goto(`/topic-page/jesen-${word.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Jeseň ${word}`);
    const products = page.getByRole('region', { name: 'Produkty', exact: true }).getByTestId('product-card');
    await expect(products.first()).toBeVisible();
    await expect(products.first().getByRole('heading')).toContainText(/tanier/i);
  });
});

test.describe('admin: boost and search tuning', () => {
  test('a boosted product moves to the top of the recommended order', async ({ page }) => {
    await page.goto('/kategorie/taniere');
    await expect(page.getByLabel('Zoradiť')).toHaveValue('recommended');
    const names = await page.getByTestId('product-card').getByRole('heading').allTextContents();
    const name = names[8]!;
    expect(names[0]).not.toBe(name);

    await signInByApi(page, 'dealer');
    await openAdminPage(page, 'topovani', 'Topovanie');
    await searchAdminList(page, name);
    const row = adminRow(page, name).first();
    await row.getByLabel(`Skóre topovania pre ${name}`).fill('1000');
    await row.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Topovanie bolo uložené.')).toBeVisible();
    await page.getByRole('link', { name: 'Len topované' }).click();
    await expect(adminRow(page, name).first().getByLabel(`Skóre topovania pre ${name}`)).toHaveValue('1000');

    await page.goto('/kategorie/taniere');
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(name);

    await openAdminPage(page, 'topovani', 'Topovanie');
    await adminRow(page, name).first().getByRole('button', { name: 'Zrušiť topovanie' }).click();
    await expect(page.getByText('Topovanie bolo zrušené.')).toBeVisible();
  });

  test('a synonym and a pinned product change what the shop search finds; the log lists the searches', async ({
    page,
  }) => {
    const word = uniqueWord('hladanie');
    await signInByApi(page, 'superadmin');
    await openAdminPage(page, 'vyhledavani', 'Vyhľadávanie');
    const synonymForm = page.getByRole('form', { name: 'Nové synonymá' });
    await synonymForm.getByLabel('Výraz').fill(word);
    await synonymForm.getByLabel('Synonymá').fill('tanier, podnos');
    await synonymForm.getByRole('button', { name: 'Pridať' }).click();
    await expect(page.getByText('Synonymá boli pridané.')).toBeVisible();
    await expect(adminRow(page, word, 'synonym-row')).toContainText('tanier, podnos');

    await page.getByRole('link', { name: 'Pripnuté produkty' }).click();
    const pinForm = page.getByRole('form', { name: 'Pripnúť produkt' });
    await pinForm.getByLabel('Výraz').fill(word);
    await pinForm.getByLabel('Kód produktu (variantu)').fill('TD-19-0001-BE');
    await pinForm.getByRole('button', { name: 'Pripnúť' }).click();
    await expect(page.getByText('Produkt bol pripnutý.')).toBeVisible();
    const pinned = adminRow(page, word, 'pin-row');
    await expect(pinned).toHaveCount(1);
    const pinnedName = (await pinned.locator('td').nth(2).textContent())!;

    await page.goto(`/hladaj?q=${word}`);
    await expect(page.getByTestId('search-found')).toHaveText(/^Našli sme \d[\d ]* produkt/);
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(pinnedName);
    await page.goto(`/hladaj?q=${word}zzz`);

    await openAdminPage(page, 'vyhledavani', 'Vyhľadávanie');
    await page.getByRole('link', { name: 'Záznam hľadaní' }).click();
    await expect(adminRow(page, word, 'search-log-row').first()).toBeVisible();
    await page.getByRole('link', { name: 'Len bez výsledku' }).click();
    await expect(page).toHaveURL(/no_result=1/);
    await expect(adminRow(page, `${word}zzz`, 'search-log-row').first()).toContainText('0');
    await expect(adminRow(page, new RegExp(`^${word}(?!zzz)`), 'search-log-row')).toHaveCount(0);
  });

  test('a most searched term the admin hides is gone from the shop at once, and back when shown again', async ({
    page,
  }) => {
    const term = popularSearches.toHide;
    const popular = page.getByRole('region', { name: 'Často hľadané' });
    const openMostSearched = async () => {
      await openAdminPage(page, 'vyhledavani', 'Vyhľadávanie');
      await page
        .getByRole('navigation', { name: 'Časti nastavenia vyhľadávania' })
        .getByRole('link', { name: 'Najhľadanejšie' })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Zobrazované výrazy' })).toBeVisible();
    };
    await page.goto('/hladaj?q=ab');
    await expect(popular.getByRole('link', { name: term, exact: true })).toHaveAttribute(
      'href',
      `/hladaj?q=${encodeURIComponent(term).replaceAll('%20', '+')}`,
    );

    await signInByApi(page, 'dealer');
    await openMostSearched();
    const shown = page.getByRole('region', { name: 'Zobrazované výrazy' }).getByTestId('most-searched-row');
    const hidden = page.getByRole('region', { name: 'Skryté výrazy' }).getByTestId('hidden-term-row');
    await expect(shown.filter({ hasText: term })).toContainText('SK');
    await shown.filter({ hasText: term }).getByRole('button', { name: 'Skryť' }).click();
    await expect(page.getByText('Výraz bol skrytý.')).toBeVisible();
    await expect(hidden.filter({ hasText: term })).toBeVisible();
    await expect(shown.filter({ hasText: term })).toHaveCount(0);

    await page.goto('/hladaj?q=ab');
    await expect(popular.getByRole('link', { name: popularSearches.shown, exact: true })).toBeVisible();
    await expect(popular.getByRole('link', { name: term, exact: true })).toHaveCount(0);

    await openMostSearched();
    await hidden.filter({ hasText: term }).getByRole('button', { name: 'Zobraziť znova' }).click();
    await expect(page.getByText('Výraz už nie je skrytý.')).toBeVisible();
    await expect(shown.filter({ hasText: term })).toBeVisible();
    await page.goto('/hladaj?q=ab');
    await expect(popular.getByRole('link', { name: term, exact: true })).toBeVisible();
  });
});
