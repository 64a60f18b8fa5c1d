import { expect, test } from '@playwright/test';
import { newCustomer, registerByApi } from './support/accounts';
import { origin } from './support/origin';

/** A visitor who has not chosen a language yet: without the suite's `lms` cookie (playwright.config.ts). */
const undecided = { storageState: { cookies: [], origins: [] } };

test.describe('language/country modal', () => {
  test('opens by itself when the browser prefers another language, and remembers the dismissal', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...undecided, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/cs');
    const dialog = page.getByRole('dialog', { name: 'Vyberte jazyk' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Čeština' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
    await context.close();
  });

  test('moves between options with the arrow keys from the start and chooses with Enter', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Jazyk a krajina: Slovenčina' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vyberte jazyk' });
    // Focus starts on the language in use, so the arrows move at once, without a Tab.
    await expect(dialog.getByRole('button', { name: 'Slovenčina' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('button', { name: 'Čeština' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('button', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/en');
  });

  test('offers the Czech shop to a Czech visitor on the Slovak domain', async ({ browser }) => {
    const context = await browser.newContext({ ...undecided, locale: 'cs-CZ' });
    const page = await context.newPage();
    await page.goto(`${origin('sk.localhost')}/`);
    // The browser's Czech already took the visitor to /cs on the Slovak shop; the modal speaks Czech.
    await expect(page).toHaveURL(`${origin('sk.localhost')}/cs`);
    const dialog = page.getByRole('dialog', { name: 'Vyberte zemi e-shopu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /cz\.localhost/ })).toBeVisible();
    await dialog.getByRole('button', { name: /cz\.localhost/ }).click();
    await expect(page).toHaveURL(`${origin('cz.localhost')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await context.close();
  });

  test('offers the other shop even after a saved language choice, until closed for the session', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'cs-CZ' });
    await context.addCookies([{ name: 'lms', value: '1', url: origin('sk.localhost') }]);
    const page = await context.newPage();
    await page.goto(`${origin('sk.localhost')}/cs`);
    const dialog = page.getByRole('dialog', { name: 'Vyberte zemi e-shopu' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
    await context.close();
  });

  test('a signed-in user’s saved language is offered on another device', async ({ browser }) => {
    const context = await browser.newContext({ ...undecided, locale: 'sk-SK' });
    const page = await context.newPage();
    const request = context.request;
    const headers = { 'x-channel-id': 'cz', 'x-user-locale': 'sk', origin: origin() };
    await registerByApi(page, origin(), newCustomer('Jazyk'));
    expect(
      (await request.patch('/api/user/set-locale', { headers, data: { locale_id: 'en' } })).status(),
    ).toBe(200);
    // Another device: the same account, no locale cookie, a Slovak browser.
    await context.clearCookies({ name: 'locale' });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Vyberte jazyk' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL('/en');
    await context.close();
  });
});

test.describe('modal window', () => {
  test('the newsletter modal closes on the backdrop, Escape and its close button', async ({ page }) => {
    await page.goto('/');
    const open = () => page.getByRole('button', { name: 'Prihlásiť sa na odber' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novinky e-mailom' });
    await open();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await open();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await open();
    await dialog.getByRole('button', { name: 'Zavrieť' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the newsletter form validates, keeps the input and thanks on success', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Prihlásiť sa na odber' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novinky e-mailom' });
    await dialog.getByLabel('E-mail').fill('  nie-je-email ');
    await dialog.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(dialog.getByText('Zadajte platnú e-mailovú adresu.')).toBeVisible();
    await expect(dialog.getByText(/Bez súhlasu so spracovaním/)).toBeVisible();
    await dialog.getByLabel('E-mail').fill(' novinky@restauracia.sk ');
    await dialog.getByLabel(/Súhlasím so spracovaním/).check();
    await dialog.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Ďakujeme, odber noviniek je aktívny.')).toBeVisible();
  });
});

test.describe('error pages', () => {
  test('an admin-managed redirect is answered by the server with its status, not by the 404 page', async ({
    page,
  }) => {
    const moved = await page.request.get('/stary-katalog', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe('/');
    const renamed = await page.request.get('/en/b2b/sing-in', { maxRedirects: 0 });
    expect(renamed.status()).toBe(301);
    expect(renamed.headers()['location']).toBe('/en/b2b/sign-in');
    await page.goto('/stary-katalog');
    await expect(page).toHaveURL('/');
  });

  test('an unknown page says so in each language and links home', async ({ page, context }) => {
    await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
    await page.goto('/cs/neexistujici-stranka');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena');
    await expect(page).toHaveTitle(/^Stránka nenalezena \| /);
    await expect(page.getByText('Je nám líto, ale požadovaná stránka nebyla nalezena.')).toBeVisible();
    await page.getByRole('link', { name: 'Zpět na úvodní stránku' }).click();
    await expect(page).toHaveURL('/cs');
  });
});

test('a show_error_message parameter becomes an error toast and leaves the URL', async ({ page }) => {
  await page.goto('/?show_error_message=Platba%20bola%20zamietnut%C3%A1');
  await expect(page.getByText('Platba bola zamietnutá')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('the mini cart shows the empty label, then the count and total of what was added', async ({ page }) => {
  const cartCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/cart') cartCalls.push(request.url());
  });
  await page.goto('/');
  const miniCart = page.getByTestId('mini-cart');
  await expect(miniCart).toHaveAccessibleName('Košík je prázdny');
  // Hydrated, it says so in words (not "loading") without asking: a first visit has no cart.
  await expect(miniCart).toContainText('Košík je prázdny');
  expect(cartCalls).toEqual([]);
  // The seed is deterministic; take the first variant that sells by the piece.
  let added: { item_count: number; total_with_vat: number } | undefined;
  for (let variantId = 1; !added && variantId <= 30; variantId += 1) {
    const response = await page.request.put('/api/cart/add-to-cart', {
      headers: { 'X-Channel-Id': 'cz' },
      data: { item_variant_id: variantId, quantity: 2 },
    });
    if (response.ok()) added = (await response.json()).cart;
  }
  expect(added?.item_count).toBe(2);
  await page.reload();
  await expect(miniCart).toHaveAccessibleName(/^Košík: 2 kusy, spolu \d{1,3}(\s\d{3})*,\d{2}\sKč$/);
  await expect(miniCart).toHaveAttribute('href', '/objednavka');
  expect(cartCalls.length).toBeGreaterThan(0);
});

test.describe('the frame speaks the page’s language', () => {
  for (const { path, login, categories, newsletter, terms } of [
    {
      path: '/cs',
      login: 'Přihlášení',
      categories: 'Kategorie',
      newsletter: 'Přihlásit se k odběru',
      terms: 'Obchodní podmínky',
    },
    {
      path: '/en',
      login: 'Sign in',
      categories: 'Categories',
      newsletter: 'Subscribe',
      terms: 'Terms and conditions',
    },
  ]) {
    test(`on ${path}`, async ({ page, context }) => {
      await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
      await page.goto(path);
      await expect(page.getByRole('button', { name: login })).toBeVisible();
      await page.getByRole('button', { name: categories }).hover();
      await expect(page.locator('#category-menu').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('button', { name: newsletter })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: terms })).toHaveAttribute(
        'href',
        path === '/en' ? '/en/terms-and-conditions' : '/cs/obchodne-podmienky',
      );
    });
  }
});

test('a navigation fades the old page out, then the new one in (transition "page", out-in)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const fades: { pseudo: string | null; delay: number; duration: unknown }[] = [];
    Object.assign(window, { pageFades: fades });
    const start = document.startViewTransition?.bind(document);
    if (!start) return;
    document.startViewTransition = ((update: Parameters<typeof start>[0]) => {
      const transition = start(update);
      void transition.ready.then(() => {
        for (const animation of document.getAnimations()) {
          if ((animation as CSSAnimation).animationName !== 'page-fade') continue;
          const effect = animation.effect as KeyframeEffect;
          const { delay = 0, duration } = effect.getTiming();
          fades.push({ pseudo: effect.pseudoElement?.replace(/\(.*\)/, '') ?? null, delay, duration });
        }
      });
      return transition;
    }) as typeof document.startViewTransition;
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Horeca Shop – úvodná stránka' }).click();
  await expect(page).toHaveURL('/');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pageFades: unknown[] }).pageFades))
    .toEqual([
      { pseudo: '::view-transition-old', delay: 0, duration: 150 },
      { pseudo: '::view-transition-new', delay: 150, duration: 200 },
    ]);
});
