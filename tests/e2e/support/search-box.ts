import { expect, type Page } from '@playwright/test';

/** Focuses the header's search box once the page is interactive (the hint appears only after hydration). */
export async function openDesktopSearch(page: Page) {
  const input = page.getByRole('combobox', { name: 'Hľadať' });
  const popup = page.getByTestId('search-popup');
  await expect(async () => {
    await input.click();
    await expect(popup.getByRole('status')).toHaveText('Zadajte aspoň 3 znaky.', { timeout: 1_000 });
  }).toPass();
  return { input, popup };
}
