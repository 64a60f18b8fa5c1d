import { expect, test } from '@playwright/test';
import { signInByApi } from './support/admin';

/**
 * Bistro Vltava's orders were placed in Czech. Read on the English shop, each line, the shipping and the
 * payment carry today's English name, with the Czech one they were ordered under beside it; reordering
 * names the lines the same way.
 */
test('a Czech order read in English names its goods, shipping and payment in English', async ({ page }) => {
  await page.context().addInitScript(() => window.sessionStorage.setItem('unpaid-invoices-muted', '1'));
  await signInByApi(page, 'b2bManager');
  await page.goto('/en/uzivatel/objednavky');
  await page.getByTestId('order-row').first().getByRole('link').click();

  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText(/^Ordered as: /).first()).toBeVisible();
  const ordered = (await items
    .getByText(/^Ordered as: /)
    .first()
    .textContent())!.replace('Ordered as: ', '');
  await expect(page.getByText(/\(ordered as [^)]+\)/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Order again' }).click();
  const line = page.getByTestId('reorder-line').first();
  await expect(line).toContainText(`Ordered as: ${ordered}`);
  await expect(line.getByTestId('reorder-name')).not.toHaveText(ordered);
});
