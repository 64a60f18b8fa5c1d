import { expect, type Page, test } from '@playwright/test';
import { signInByApi } from './support/admin';

/**
 * The server's HTML and the first client render agree on every page type, with and without the B2B
 * campaign's parameter (its offer opens only after hydration), signed out and signed in: no React
 * hydration error (#418) in the console.
 */

const HYDRATION_ERROR = /hydrat|#418|did not match|server rendered HTML/i;

function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
  });
  return errors;
}

async function pageTypes(page: Page): Promise<string[]> {
  await page.goto('/');
  const category = await page.locator('main a[href*="/kategori"]').first().getAttribute('href');
  await page.goto(category!);
  const product = await page.locator('main a[href*="/produkt/"]').first().getAttribute('href');
  return ['/', category!, product!, '/hladaj?q=pohar', '/kontakt', '/objednavka'];
}

for (const signedIn of [false, true]) {
  test(`no hydration error on any page type, with and without ?utm_campaign=b2b (${signedIn ? 'signed in' : 'signed out'})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    if (signedIn) await signInByApi(page, 'customer');
    const paths = await pageTypes(page);
    const errors = watchHydrationErrors(page);
    const offer = page.getByRole('dialog', { name: 'Nakupujte ako partner zadarmo' });
    for (const path of paths) {
      for (const promo of [false, true]) {
        const url = promo ? `${path}${path.includes('?') ? '&' : '?'}utm_campaign=b2b` : path;
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        if (promo) await expect(offer, url).toBeVisible();
        else await expect(offer, url).toBeHidden();
        expect(errors, url).toEqual([]);
      }
    }
  });
}
