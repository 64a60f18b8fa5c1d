import { expect, type Locator, type Page, test } from '@playwright/test';
import sk from '../../messages/sk.json' with { type: 'json' };
import { addBestSellerToCart, box } from './support/checkout';

const carriers = ['DPD', 'HorecaPoint'];
const cards = ['Visa', 'Mastercard', 'Maestro', 'Apple Pay', 'Google Pay'];

/** The language modal would cover the page (its choice is remembered in this cookie). */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: baseURL! }]);
});

/** Each named image is shown, drawn (the file loaded) and comes from the shop itself. */
async function expectMarks(list: Locator, names: string[]) {
  for (const name of names) {
    const image = list.getByRole('img', { name, exact: true });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^\/static\/marks\/[a-z-]+\.svg$/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('the header logo is the shop’s mark, named after the shop, and leads home', async ({ page }) => {
  await page.goto('/kontakt');
  const logo = page.getByRole('banner').getByRole('link', { name: sk.Header.homeLink });
  await expect(logo).toHaveAttribute('href', '/');
  const mark = logo.getByRole('img', { name: sk.Header.logo, exact: true });
  await expect(mark).toBeVisible();
  expect(await mark.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer shows the carriers’ and the cards’ marks and the Heureka certificate', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expectMarks(footer.getByRole('list', { name: sk.Footer.carriers }), carriers);
  await expectMarks(footer.getByRole('list', { name: sk.Footer.cards }), cards);

  // localhost is neither country domain: the default (Czech) shop's page at the provider.
  const badge = footer.getByRole('link', { name: sk.Footer.reviewsBadge, exact: true });
  await expect(badge).toHaveAttribute('href', 'https://www.heureka.cz/');
  await expect(badge).toHaveAttribute('target', '_blank');
  await expect(badge.locator('svg')).toBeVisible();
  await expect(badge.locator('textPath').first()).toHaveText(sk.Footer.reviewsCertificate.toUpperCase());
  await expect(badge.locator('textPath').nth(1)).toHaveText('heureka.cz');
});

test('the card payment on the order page shows the cards it takes beside its name, also at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await addBestSellerToCart(page);
  await page.goto('/objednavka');
  await box(page, /Doprava/)
    .getByLabel(/Kuriér na adresu/)
    .click();
  const payment = box(page, /Platba/);
  const card = payment.getByRole('listitem').filter({ has: page.getByLabel('Platobná karta online') });
  await expect(card.getByText('Platobná karta online', { exact: true })).toBeVisible();
  await expectMarks(card.getByRole('list', { name: sk.Checkout.acceptedCards }), cards);
  // Only the card payment names cards.
  await expect(payment.getByRole('list', { name: sk.Checkout.acceptedCards })).toHaveCount(1);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('at 375 px the logo, the marks and the certificate fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('link', { name: sk.Header.homeLink });
  const box375 = await logo.boundingBox();
  expect(box375!.x).toBeGreaterThanOrEqual(0);
  expect(box375!.x + box375!.width).toBeLessThanOrEqual(375);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  for (const element of [
    footer.getByRole('list', { name: sk.Footer.carriers }),
    footer.getByRole('list', { name: sk.Footer.cards }),
    footer.getByRole('link', { name: sk.Footer.reviewsBadge, exact: true }),
  ]) {
    const bounds = await element.boundingBox();
    expect(bounds!.x).toBeGreaterThanOrEqual(0);
    expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(375);
  }
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
