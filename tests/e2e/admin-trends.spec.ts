import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminRow, deleteRow, expectNoSidewaysScroll, openAdminPage, signInByApi } from './support/admin';

const title = `E2E Stôl pre terasu ${Date.now().toString(36)}`;
const slug = title
  .normalize('NFD')
  .replace(/[\u0300-\u036f]/g, '')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-');

/** A found product's name, as its row in the search results reads `name (code)`. */
async function productName(result: Locator): Promise<string> {
  const text = (await result.locator('span').first().textContent()) ?? '';
  return text.replace(/ \([^)]*\)$/, '');
}

async function expectShopAnswers404(page: Page) {
  const response = await page.goto(`/trendy-a-inspiracie/${slug}`);
  expect(response?.status()).toBe(404);
}

test('a dealer writes a trend with a linked product; the shop shows it at once, then no more', async ({
  page,
}) => {
  await signInByApi(page, 'dealer');
  await openAdminPage(page, 'trendy', 'Trendy a inšpirácie');
  await page.getByRole('link', { name: 'Pridať článok' }).click();
  const form = page.getByRole('region', { name: 'Nový článok' });
  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(form.getByText('Vyplňte článok aspoň v jednom jazyku.')).toBeVisible();

  const slovak = form.getByRole('tabpanel', { name: /slovenčina/ });
  await slovak.getByLabel('Názov').fill(title);
  await slovak.getByLabel('Perex (úvod)').fill('Poháre, ktoré vydržia vietor aj slnko.');
  await slovak.getByRole('textbox', { name: 'Obsah' }).click();
  await page.keyboard.type('Na terase sa hodí tritan.');
  // The slug is made from the title.
  await expect(slovak.getByLabel('Adresa (slug)')).toHaveValue(slug);

  // A product found by its code, another by its name; the second moved up with the keyboard, the first removed.
  const search = form.getByLabel('Hľadať produkt podľa názvu alebo kódu');
  const results = form.getByRole('list', { name: 'Nájdené produkty' }).getByRole('listitem');
  await search.fill('TD-19-0001');
  await expect(results.first()).toContainText('TD-19-0001');
  const first = await productName(results.first());
  await results.first().getByRole('button', { name: 'Pridať' }).click();
  await expect(results.first().getByRole('button')).toHaveText('Pridaný');
  await search.fill('tanier');
  const unlinked = results.filter({ has: page.getByRole('button', { name: /^Pridať: / }) }).first();
  await expect(unlinked).toBeVisible();
  const second = await productName(unlinked);
  await unlinked.getByRole('button').click();
  const linked = form.getByTestId('linked-products').getByRole('listitem');
  await expect(linked).toHaveCount(2);
  const moveUp = linked.nth(1).getByRole('button', { name: /^Vyššie: / });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(linked.nth(0)).toContainText(second);
  await expect(linked.nth(1)).toContainText(first);
  // The moved product keeps the focus (now on the button that can still move it).
  await expect(linked.nth(0).getByRole('button', { name: /^Nižšie: / })).toBeFocused();
  await linked
    .nth(1)
    .getByRole('button', { name: /^Odobrať: / })
    .click();
  await expect(linked).toHaveCount(1);

  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Článok je uložený a obchod ho už zobrazuje.')).toBeVisible();
  const edit = page.getByRole('region', { name: `Upraviť článok ${title}` });
  await expect(edit.getByRole('link', { name: 'Zobraziť v obchode' })).toHaveAttribute(
    'href',
    `/trendy-a-inspiracie/${slug}`,
  );
  await expectNoSidewaysScroll(page);

  await page.goto(`/trendy-a-inspiracie/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Na terase sa hodí tritan.')).toBeVisible();
  const products = page.getByRole('region', { name: 'Produkty z článku' });
  await expect(products.getByRole('heading', { name: second })).toBeVisible();
  await expect(products.getByRole('heading', { name: first })).toHaveCount(0);

  // Hidden: the shop answers 404 at once.
  await openAdminPage(page, 'trendy', 'Trendy a inšpirácie');
  const row = adminRow(page, title);
  await expect(row).toContainText('Zverejnený');
  await row.getByRole('link', { name: `Upraviť ${title}` }).click();
  await edit.getByLabel('Aktívny (obchod ho zobrazuje)').uncheck();
  await edit.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Článok je uložený a obchod ho už zobrazuje.')).toBeVisible();
  await expectShopAnswers404(page);

  await openAdminPage(page, 'trendy', 'Trendy a inšpirácie');
  await expect(adminRow(page, title)).toContainText('Skrytý');
  await deleteRow(page, adminRow(page, title));
  await expectShopAnswers404(page);
});
