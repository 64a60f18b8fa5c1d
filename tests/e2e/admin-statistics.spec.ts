import { expect, type Page, test } from '@playwright/test';
import { addDays, shopToday } from '@/lib/admin/statistics/days';
import { openAdminPage, signInByApi } from './support/admin';
import { e2eOrdersDay } from './support/order-fixtures';

/** A shop day as the Slovak page writes it, e.g. "1. 1. 2000". */
function slovakDay(date: string): string {
  return new Intl.DateTimeFormat('sk', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The sales table's row of one day, named exactly ("9. 11." is no part of "29. 11."'s row). */
function dayRow(page: Page, day: string) {
  return page
    .getByTestId('statistics-sales-row')
    .filter({ has: page.getByRole('rowheader', { name: day, exact: true }) });
}

/** The whole number a table cell shows ("1 234" → 1234). */
async function cellNumber(page: Page, day: string, column: number): Promise<number> {
  const text = await dayRow(page, day).getByRole('cell').nth(column).textContent();
  return Number(text!.replace(/\s/g, ''));
}

test('the superadmin reads the sales of the last 30 days and picks another period and shop', async ({
  page,
}) => {
  await signInByApi(page, 'superadmin');
  await openAdminPage(page, 'statistiky', 'Štatistiky');
  const today = shopToday();
  const period = page.getByTestId('statistics-period');
  await expect(period).toHaveText(
    `${slovakDay(addDays(today, -29))} – ${slovakDay(today)} (30 dní), oba obchody`,
  );

  // Each shop's line chart is named and summed up in words; the order fixtures are in it.
  const czChart = page.getByRole('img', { name: /^Tržby – CZ obchod po dňoch/ });
  await expect(czChart).toBeVisible();
  await expect(czChart).toHaveAccessibleName(/objednáv\S* za spolu [\d\s]+,\d\d\sKč; najlepší deň bol/);
  await expect(page.getByRole('img', { name: /^Tržby – SK obchod po dňoch/ })).toHaveAccessibleName(/€/);

  // The same numbers as a table: on the day they were prepared (today, or yesterday when the run crossed
  // midnight) the e2e fixtures placed six Czech orders and a Slovak one.
  const table = page.getByRole('table', { name: 'Objednávky a tržby po dňoch a obchodoch' });
  await expect(table).toBeHidden();
  await page.getByText('Zobraziť ako tabuľku').first().click();
  await expect(table).toBeVisible();
  await expect(table.getByTestId('statistics-sales-row')).toHaveCount(30);
  const fixturesDay = slovakDay(e2eOrdersDay());
  await expect(dayRow(page, fixturesDay).getByRole('cell').nth(1)).toHaveText(/Kč$/);
  expect(await cellNumber(page, fixturesDay, 0)).toBeGreaterThanOrEqual(3);
  expect(await cellNumber(page, fixturesDay, 2)).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('statistics-top-product').first()).toBeVisible();

  // A period long before the shop opened: the URL keeps it and the page says there was nothing.
  const form = page.getByRole('form', { name: 'Obdobie' });
  await form.getByLabel('Od', { exact: true }).fill('2000-01-01');
  await form.getByLabel('Do', { exact: true }).fill('2000-01-31');
  await form.getByRole('button', { name: 'Zobraziť' }).click();
  await expect(page).toHaveURL(/from=2000-01-01&to=2000-01-31/);
  await expect(period).toHaveText('1. 1. 2000 – 31. 1. 2000 (31 dní), oba obchody');
  await expect(page.getByText('V tomto období nie sú žiadne objednávky.')).toBeVisible();
  await expect(czChart).toHaveCount(0);
  await expect(page.getByText('V tomto období nie sú žiadne zobrazenia stránok.')).toBeVisible();

  // The last week of the Slovak shop only, from the quick link and the shop choice.
  await page.getByRole('link', { name: 'Posledných 7 dní' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${addDays(today, -6)}&to=${today}`));
  await expect(page.getByRole('link', { name: 'Posledných 7 dní' })).toHaveAttribute('aria-current', 'page');
  await expect(czChart).toBeVisible();
  await form.getByLabel('Obchod', { exact: true }).selectOption('sk');
  await form.getByRole('button', { name: 'Zobraziť' }).click();
  await expect(page).toHaveURL(/channel=sk/);
  await expect(period).toHaveText(
    `${slovakDay(addDays(today, -6))} – ${slovakDay(today)} (7 dní), SK obchod`,
  );
  await expect(page.getByRole('img', { name: /^Tržby – SK obchod po dňoch/ })).toBeVisible();
  await expect(czChart).toHaveCount(0);
});

test('a period ending before it starts is explained and the last 30 days are shown; a phone needs no sideways scroll', async ({
  page,
}) => {
  await signInByApi(page, 'superadmin');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/statistiky?from=2024-02-01&to=2024-01-01');
  await expect(page.getByRole('alert').filter({ hasText: 'Koniec obdobia' })).toHaveText(
    'Koniec obdobia je pred jeho začiatkom. Namiesto toho sa zobrazuje posledných 30 dní.',
  );
  await expect(page.getByTestId('statistics-period')).toContainText('(30 dní)');
  await expect(page.getByRole('img', { name: /^Tržby – CZ obchod po dňoch/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a dealer is sent back to the admin home and refused by the API', async ({ page }) => {
  await signInByApi(page, 'dealer');
  await page.goto('/admin/statistiky');
  // Back at the admin home, which names the refused page.
  await expect(page).toHaveURL('/admin?forbidden=statistiky');
  await expect(page.getByRole('heading', { level: 1, name: 'Štatistiky' })).toHaveCount(0);
  const response = await page.request.get('/api/admin/statistiky');
  expect(response.status()).toBe(403);
});

test('a search that found nothing leads to a new synonym group of that term', async ({ page }) => {
  const term = `zzqx${Date.now().toString(36)}`;
  // Searched more often than any other failed search of the e2e run, so it heads the list.
  for (let time = 0; time < 6; time += 1) {
    expect((await page.request.get(`/hladaj?q=${term}`)).status()).toBe(200);
  }
  await signInByApi(page, 'superadmin');
  await openAdminPage(page, 'statistiky', 'Štatistiky');
  await page.getByTestId('statistics-search').getByRole('link', { name: term, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`tab=synonyma.*term=${term}`));
  const form = page.getByRole('form', { name: 'Nové synonymá' });
  await expect(form.getByLabel('Výraz')).toHaveValue(term);
  await form.getByLabel('Synonymá').fill('hrnček, šálka');
  await form.getByRole('button', { name: 'Pridať' }).click();
  await expect(page.getByText('Synonymá boli pridané.')).toBeVisible();
});
