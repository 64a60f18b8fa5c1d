import type { Page } from '@playwright/test';

/** "1 234,50 Kč" / "od 12,00 Kč" → 123450 / 1200. */
export function minorUnits(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/** The prices the product cards show first, in minor units. */
export async function primaryPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-card').getByTestId('price-primary').allTextContents();
  return texts.map(minorUnits);
}

/** Follows the pagination's link to a page (Slovak labels). */
export async function openListingPage(page: Page, target: number): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Stránkovanie' })
    .getByRole('link', { name: `Strana ${target}` })
    .click();
}
