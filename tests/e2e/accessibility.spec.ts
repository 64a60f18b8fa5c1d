import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInByApi } from './support/admin';
import { expectNoAxeViolations, type FalsePositive } from './support/axe';
import { addBestSellerToCart, box, fillCustomerData } from './support/checkout';
import { e2eOrder } from './support/order-fixtures';
import { origin } from './support/origin';

/**
 * axe-core's WCAG 2.1 A and AA rules on every page type of the shop, its account pages and the admin, as
 * each is seen: menus, dialogs and the order page's steps open. One test per page type keeps the run short.
 */

/** The language offer stays shut, and Bistro's unpaid-invoices notice (its own tests) is not in the way. */
async function quietContext(context: BrowserContext) {
  await context.addCookies(
    ['localhost', 'sk.localhost'].map((host) => ({ name: 'lms', value: '1', url: origin(host) })),
  );
  await context.addInitScript(() => window.sessionStorage.setItem('unpaid-invoices-muted', '1'));
}

test.beforeEach(async ({ context }) => quietContext(context));

// axe judges the colours it sees: a slide fading in (the home page rotates every 6 s, with a 500 ms
// cross-fade) has the contrast of its opacity at that moment. With reduced motion the slideshow holds still
// and nothing fades, so every scan sees settled colours (CI met a scan in the middle of a fade once).
test.use({ reducedMotion: 'reduce' });

const suggestionsScroll: FalsePositive = {
  rule: 'scrollable-region-focusable',
  selector: '[data-testid="search-popup"]',
  why:
    'The list scrolls with the arrow keys: the focus stays in the combobox (ARIA combobox pattern) and ' +
    'the active option is scrolled into view, so no part of it is out of the keyboard’s reach.',
};

async function openAndCheck(page: Page, url: string, heading: string | RegExp) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, url);
}

test.describe('the shop', () => {
  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Najpredávanejšie' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the home page');
    await page.getByRole('button', { name: 'Jazyk a krajina: Slovenčina' }).click();
    const languages = page.getByRole('dialog', { name: 'Vyberte jazyk' });
    await expect(languages).toBeVisible();
    await expectNoAxeViolations(page, 'the language modal');
    await page.keyboard.press('Escape');
    await expect(languages).toBeHidden();
    await page.getByRole('button', { name: 'Prihlásenie', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Prihlásiť sa' }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'the account menu with its login form');
  });

  test('category listing with its filters', async ({ page }) => {
    await page.goto('/kategorie/sklo');
    const filters = page.getByRole('complementary', { name: 'Filtre' });
    await filters.getByRole('checkbox', { name: /^Len skladom/ }).check();
    await expect(page).toHaveURL(/in_stock=1/);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'a category with a filter set');
  });

  test('product detail', async ({ page }) => {
    await addBestSellerToCart(page);
    await expectNoAxeViolations(page, 'a product page after adding to the cart');
  });

  test('search suggestions, results and an empty search', async ({ page }) => {
    await page.goto('/');
    const input = page.getByRole('combobox', { name: 'Hľadať' });
    await input.fill('tanier');
    await expect(page.getByTestId('search-popup').getByRole('option').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the search suggestions', [suggestionsScroll]);
    await openAndCheck(page, '/hladaj?q=tanier', /tanier/);
    await openAndCheck(page, '/hladaj?q=qxzqxz', /qxzqxz/);
  });

  test('every step of the order page and the thank-you page', async ({ page }) => {
    await page.goto('/objednavka');
    await expect(page.getByTestId('empty-cart')).toBeVisible();
    await expectNoAxeViolations(page, 'an empty cart');
    await addBestSellerToCart(page);
    await page.goto('/objednavka');
    await expect(box(page, /Doprava/).getByLabel(/Kuriér na adresu/)).toBeVisible();
    await expectNoAxeViolations(page, 'the cart with shipping to choose');
    await box(page, /Doprava/)
      .getByLabel(/Kuriér na adresu/)
      .click();
    await expect(box(page, /Platba/).getByLabel(/Dobierka/)).toBeVisible();
    await expectNoAxeViolations(page, 'the payment step');
    await box(page, /Platba/)
      .getByLabel(/Dobierka/)
      .click();
    const customer = box(page, /Fakturačné a dodacie údaje/);
    await expect(customer.getByLabel('Meno')).toBeVisible();
    await customer.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
    await expect(customer.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the customer data step with its errors');
    await fillCustomerData(page, 'pristupnost@example.com');
    await expectNoAxeViolations(page, 'the summary before sending');

    const order = e2eOrder('czBankTransfer');
    await openAndCheck(
      page,
      `/objednavka/dakujeme/${order.id}/${order.token}`,
      'Ďakujeme za vašu objednávku',
    );
  });

  test('login, registration and password reset', async ({ page }) => {
    await openAndCheck(page, '/login', 'Prihlásenie');
    const form = page.getByRole('main').getByRole('form', { name: 'Prihlásenie' });
    await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the login form with its errors');
    await openAndCheck(page, '/registrace', /Registrácia/);
    await openAndCheck(page, '/uzivatel/obnova-hesla', /heslo|hesla/i);
    await openAndCheck(page, '/b2b/prihlasenie', /.+/);
  });

  test('content pages, the API documentation and the 404 page', async ({ page }) => {
    await openAndCheck(page, '/o-nas', /.+/);
    await openAndCheck(page, '/obchodne-podmienky', /.+/);
    await openAndCheck(page, '/kontakt', /.+/);
    await openAndCheck(page, '/trendy-a-inspiracie', /.+/);
    await openAndCheck(page, '/dokumentacia-api', /.+/);
    const response = await page.goto('/tato-stranka-neexistuje');
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the 404 page');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('home, its menu and the filter dialog', async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, 'the home page on a phone');
      await page.getByRole('button', { name: 'Otvoriť menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Hlavné menu' })).toBeVisible();
      await expectNoAxeViolations(page, 'the open menu on a phone');
      await page.getByRole('button', { name: 'Zavrieť menu' }).click();
      await page.getByRole('button', { name: 'Otvoriť vyhľadávanie' }).click();
      const search = page.getByRole('dialog', { name: 'Vyhľadávanie' });
      await search.getByRole('combobox', { name: 'Hľadať' }).fill('pohar');
      await expect(search.getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page, 'the search overlay on a phone', [suggestionsScroll]);
      await page.goto('/kategorie/sklo');
      await page.getByRole('button', { name: 'Filtre' }).click();
      await expect(page.getByRole('dialog', { name: 'Filtrovať produkty' })).toBeVisible();
      await expectNoAxeViolations(page, 'the filter dialog on a phone');
    });

    /** Beyond WCAG 2.1 AA, what Lighthouse's accessibility score counts on these two pages. */
    const outlineAndTargets = ['heading-order', 'target-size'];

    test('search results and the order page: headings in order, touch targets large enough', async ({
      page,
    }) => {
      await page.goto('/hladaj?q=tanier');
      await expect(page.getByTestId('product-grid')).toBeVisible();
      await expectNoAxeViolations(page, 'search results on a phone', [], outlineAndTargets);
      await addBestSellerToCart(page);
      await page.goto('/objednavka');
      await expect(page.getByTestId('submit-blockers')).toBeVisible();
      await expectNoAxeViolations(page, 'the order page with what is missing', [], outlineAndTargets);
    });
  });
});

test.describe('accounts', () => {
  test('a customer’s orders, an order, settings with addresses, favourites and bought goods', async ({
    page,
  }) => {
    await signInByApi(page, 'customer');
    await openAndCheck(page, '/uzivatel/objednavky', 'Objednávky');
    await page.getByTestId('order-row').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /^Objednávka č\./ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'an order of the customer');
    await openAndCheck(page, '/uzivatel/nastaveni-uctu', /.+/);
    await openAndCheck(page, '/uzivatel/oblibene', /.+/);
    await openAndCheck(page, '/uzivatel/zakoupene-zbozi', /.+/);
  });

  test('a company’s customer selection, invoices, users, settings, assortment and quick order', async ({
    page,
  }) => {
    await signInByApi(page, 'b2bAdmin');
    await openAndCheck(page, '/b2b/vyberte-zakaznika', /.+/);
    await page
      .getByRole('list', { name: 'Zákazníci' })
      .getByRole('button', { name: /Bistro/ })
      .click();
    await expect(page).toHaveURL(`${origin()}/`);
    await openAndCheck(page, '/b2b/faktury', /.+/);
    await openAndCheck(page, '/b2b/firemni-uzivatele', /.+/);
    await openAndCheck(page, '/b2b/nastaveni-uctu', /.+/);
    await openAndCheck(page, '/b2b/doporuceny-sortiment', /.+/);
    await page.goto('/objednavka');
    await page.getByText('Rýchla objednávka').click();
    await expect(page.getByLabel('Kódy a množstvá')).toBeVisible();
    await expectNoAxeViolations(page, 'the quick order');
  });
});

test.describe('the admin', () => {
  test('dashboard, a list and a product form', async ({ page }) => {
    await signInByApi(page, 'superadmin');
    await openAndCheck(page, '/admin', 'Admin panel');
    await openAndCheck(page, '/admin/objednavky', /.+/);
    await openAndCheck(page, '/admin/zakaznici', /.+/);
    await page.goto('/admin/produkty?new=1');
    await expect(page.getByRole('button', { name: 'Uložiť' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'a new product form');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the product form with its errors');
  });
});
