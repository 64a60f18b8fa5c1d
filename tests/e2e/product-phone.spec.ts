import { expect, type Page, test } from '@playwright/test';
import sk from '../../messages/sk.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { expectTapTargets } from './support/tap-target';

/** A seeded product in stock, sold by the piece and by the pack (lib/server/db/seed/catalog, packs.spec.ts). */
const PRODUCT = '/produkt/pohar-na-vino-450-ml-provence';
const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

function buyBar(page: Page) {
  return page.getByTestId('sticky-buy-bar');
}

/** Scrolls until the buy box's add-to-cart row is `by` px above the top of the screen. */
async function scrollPastBuyBox(page: Page, by = 40) {
  const row = page.getByTestId('add-to-cart').locator('..');
  const box = (await row.boundingBox())!;
  await page.evaluate((distance) => window.scrollBy(0, distance), box.y + box.height + by);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('the product page on a 375 px phone', () => {
  test('a buy bar comes once the buy box has scrolled away, and adds to the cart as the buy box does', async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    const mainButton = page.getByTestId('add-to-cart');
    await expect(mainButton).toBeVisible();
    const bar = buyBar(page);
    await expect(bar).toBeHidden();
    await expectNoSidewaysScroll(page);
    const quantity = await page.getByTestId('quantity-input').inputValue();
    const price = (await page.getByTestId('product-price').getByTestId('price-primary').textContent())!;
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);

    await test.step('the price and the buy button are on the first screen', async () => {
      await expect(page.getByTestId('product-price')).toBeInViewport();
    });

    await test.step('scrolled past the buy box, the bar is at the bottom of the screen', async () => {
      await scrollPastBuyBox(page);
      const region = page.getByRole('region', { name: sk.Product.buyBar });
      await expect(region).toBeVisible();
      await expect(region.getByTestId('price-primary')).toHaveText(price);
      await expect(region).toContainText(`${quantity} ks`);
      await expect
        .poll(async () => {
          const box = (await region.boundingBox())!;
          return Math.round(box.y + box.height);
        })
        .toBe(PHONE.height);
      // It came without moving anything: the page kept its height.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(pageHeight);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, 'the product page with the buy bar', [], ['target-size', 'region']);
    });

    await test.step('scrolled back, it goes', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toBeHidden();
    });

    await test.step('at the end of the page it covers nothing of the footer', async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeVisible();
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);
    });

    await test.step('its button adds the quantity of the buy box, with the same toast', async () => {
      const miniCart = page.getByTestId('mini-cart');
      await expect(miniCart).toHaveAttribute('aria-label', sk.MiniCart.labelEmpty);
      await bar.getByRole('button', { name: sk.Product.addToCart }).tap();
      await expect(page.getByText(/je v košíku\.$/)).toBeVisible();
      await expect(miniCart).toHaveAttribute('aria-label', new RegExp(`^Košík: ${quantity} kus`));
    });
  });

  test('the buy bar is reached and used with the keyboard', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
    await scrollPastBuyBox(page);
    const button = buyBar(page).getByRole('button', { name: sk.Product.addToCart });
    await expect(button).toBeVisible();
    // The bar stands after the buy box in the page: Shift+Tab from the next control (below the buy box) reaches it.
    await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="sticky-buy-bar"]')!;
      const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]');
      const next = [...controls].find(
        (control) =>
          bar.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING &&
          !bar.contains(control) &&
          control.checkVisibility(),
      );
      next!.focus();
    });
    await expect(buyBar(page)).toBeVisible();
    await tabTo(page, button, { backward: true, max: 1 });
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/je v košíku\.$/)).toBeVisible();
  });

  test('breadcrumbs are tap targets of at least 24 × 24 px', async ({ page }) => {
    await page.goto(PRODUCT);
    await expectTapTargets(page.getByRole('navigation', { name: sk.Product.breadcrumb }).getByRole('link'));
    await page.goto('/kategorie/taniere');
    await expectTapTargets(page.getByRole('navigation', { name: sk.Listing.breadcrumb }).getByRole('link'));
    await expectNoSidewaysScroll(page);
  });
});

test.describe('the product page on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('shows no buy bar, scrolled anywhere', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
    await expect(buyBar(page)).toBeHidden();
    await scrollPastBuyBox(page);
    await expect(page.getByTestId('add-to-cart')).not.toBeInViewport();
    await expect(buyBar(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(buyBar(page)).toBeHidden();
    await expect(page.getByTestId('sticky-add-to-cart')).toBeHidden();
  });
});
