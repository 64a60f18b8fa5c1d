import { expect, type Page, test } from '@playwright/test';
import { box } from './support/checkout';
import { arrowTo, expectVisibleFocus, tabTo } from './support/keyboard';
import { origin } from './support/origin';

/**
 * A shopper without a mouse: the skip link, then search with suggestions → product → cart → every step
 * of the order page → the thank-you page, by Tab, Shift+Tab, the arrow keys, Space and Enter alone. Every
 * control on the way shows its focus, and the focus follows the page (to the step that opens).
 */
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
});

async function typeInto(page: Page, label: string, text: string) {
  const field = box(page, /Fakturačné a dodacie údaje/).getByLabel(label, { exact: true });
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('search, cart and checkout by keyboard alone, with the focus visible all the way', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  await test.step('the first Tab shows a skip link that jumps to the content', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Preskočiť na obsah' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(inMain, 'the Tab after the skip link lands in the content').toBe(true);
  });

  await test.step('a suggestion found with the arrow keys opens its product', async () => {
    const input = page.getByRole('combobox', { name: 'Hľadať' });
    await tabTo(page, input, { backward: true });
    await page.keyboard.type('tanier');
    const products = page
      .getByTestId('search-popup')
      .getByRole('group', { name: 'Produkty' })
      .getByRole('option');
    await expect(products.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(products.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+$/);
  });

  await test.step('a variant is chosen with the arrow keys and added with Enter', async () => {
    const addButton = page.getByTestId('add-to-cart');
    await tabTo(page, addButton, {
      max: 80,
      onEach: async () => {
        const onVariant = await page.evaluate(
          () => (document.activeElement as HTMLInputElement | null)?.name === 'variant',
        );
        if (onVariant && !(await addButton.isVisible())) await page.keyboard.press('ArrowRight');
      },
    });
    await page.keyboard.press('Enter');
    await expect(page.getByText(/je v košíku\.$/)).toBeVisible();
  });

  await test.step('Shift+Tab leads back to the cart in the header', async () => {
    await tabTo(page, page.getByTestId('mini-cart'), { backward: true, max: 80 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/objednavka$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });

  await test.step('shipping: the arrows move among the options, Space chooses one', async () => {
    const shipping = box(page, /Doprava/);
    await tabTo(page, shipping.getByRole('radio').first(), { max: 40 });
    await arrowTo(page, shipping.getByRole('radio').nth(1));
    // Moving does not choose: the step stays open until Space.
    await expect(shipping.getByRole('radio').nth(1)).not.toBeChecked();
    await arrowTo(page, shipping.getByLabel(/Kuriér na adresu/), 'ArrowUp');
    await page.keyboard.press('Space');
    await expect(shipping.getByTestId('shipping-summary')).toContainText('Kuriér na adresu');
    await expect(box(page, /Platba/).getByRole('heading', { name: /Platba/ })).toBeFocused();
    await expectVisibleFocus(page);
  });

  await test.step('payment: Enter chooses the focused option', async () => {
    const payment = box(page, /Platba/);
    await tabTo(page, payment.getByRole('radio').first());
    await arrowTo(page, payment.getByLabel(/Dobierka/));
    await page.keyboard.press('Enter');
    const customer = box(page, /Fakturačné a dodacie údaje/);
    await expect(customer.getByRole('heading', { name: /Fakturačné a dodacie údaje/ })).toBeFocused();
    await expectVisibleFocus(page);
  });

  await test.step('customer data: typed field by field and saved with Enter', async () => {
    await typeInto(page, 'Meno', 'Jana');
    await typeInto(page, 'Priezvisko', 'Klávesová');
    await typeInto(page, 'E-mail', 'klavesnica@example.com');
    await typeInto(page, 'Telefón', '+420 601 123 456');
    await typeInto(page, 'Ulica a číslo', 'Masarykova 12');
    await typeInto(page, 'Mesto', 'Brno');
    await typeInto(page, 'PSČ', '602 00');
    const customer = box(page, /Fakturačné a dodacie údaje/);
    await tabTo(page, customer.getByRole('button', { name: 'Uložiť a pokračovať' }), { max: 20 });
    await page.keyboard.press('Enter');
    await expect(customer.getByTestId('customer-data-summary')).toContainText('Jana Klávesová');
    await expect(page.getByRole('heading', { name: 'Súhrn objednávky' })).toBeFocused();
    await expectVisibleFocus(page);
  });

  await test.step('the terms ticked with Space, the order sent with Enter', async () => {
    const summary = page.getByTestId('order-summary');
    const terms = summary.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, summary.getByTestId('submit-order'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/objednavka\/dakujeme\/\d+\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ďakujeme za vašu objednávku' })).toBeVisible();
  });
});
