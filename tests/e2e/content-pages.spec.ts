import { expect, type Page, test } from '@playwright/test';
import { origin } from './support/origin';

const b2bManager = { email: 'b2b.manazer@horeca-shop.localhost', password: 'B2bManazer-2026!' };

async function openFromFooter(page: Page, link: string) {
  await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
}

test.describe('content pages', () => {
  // The language suggestion of a first visit to another language would cover the page.
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'lms', value: '1', url: baseURL! }]);
  });

  test('every content page of the footer opens in Slovak with its own title', async ({ page }) => {
    const footerPages = [
      ['Doprava a platba', '/doprava', 'Doprava a platba'],
      ['Obchodné podmienky', '/obchodne-podmienky', 'Obchodné podmienky'],
      ['Vrátenie tovaru', '/vraceni-zbozi', 'Vrátenie tovaru'],
      ['Formulár na vrátenie tovaru', '/formular-vraceni-zbozi', 'Formulár na vrátenie tovaru'],
      ['Ochrana osobných údajov', '/ochrana-osobnich-udaju', 'Ochrana osobných údajov'],
      ['O spoločnosti', '/o-nas', 'O nás'],
      ['Kontakt', '/kontakt', 'Kontakt'],
      ['Naši partneri', '/nasi-partneri', 'Naši partneri'],
    ] as const;
    await page.goto('/');
    for (const [link, path, title] of footerPages) {
      await openFromFooter(page, link);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Horeca Shop`);
    }
  });

  test('the branches link opens the contact page at the showrooms with their opening hours', async ({
    page,
  }) => {
    await page.goto('/o-nas');
    await openFromFooter(page, 'Pobočky');
    await expect(page).toHaveURL('/kontakt#pobocky');
    const branches = page.getByRole('region', { name: 'Pobočky' });
    await expect(branches).toBeInViewport();
    const bratislava = branches.getByRole('listitem').filter({ hasText: 'Galvaniho 7' });
    await expect(bratislava).toContainText('Horeca Shop – showroom a sklad Bratislava');
    await expect(bratislava).toContainText('Otváracie hodiny: Po–Pi 7:30–17:00, So 8:00–12:00');
    await branches.getByText('Výdajné miesta HorecaPoint – Slovensko (26)').click();
    await expect(branches.getByText('Obchodná 52, 811 06 Bratislava')).toBeVisible();
  });

  test('opening hours name the days in English on the English contact page', async ({ page }) => {
    await page.goto('/en/kontakt#pobocky');
    const bratislava = page.getByRole('listitem').filter({ hasText: 'Galvaniho 7' });
    await expect(bratislava).toContainText('Mon–Fri 7:30–17:00, Sat 8:00–12:00');
  });

  test('an English page has its English path, alternates per language and a link to its B2B twin', async ({
    page,
  }) => {
    await page.goto('/en/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin()}/en/terms-and-conditions`,
    );
    await expect(page.locator('link[hreflang="sk"]')).toHaveAttribute(
      'href',
      `${origin()}/obchodne-podmienky`,
    );
    await expect(page.locator('link[hreflang="cs"]')).toHaveAttribute(
      'href',
      `${origin()}/cs/obchodne-podmienky`,
    );
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${origin()}/obchodne-podmienky`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Terms and conditions',
    );

    await page
      .getByRole('link', { name: 'Terms and conditions for business customers', exact: true })
      .click();
    await expect(page).toHaveURL('/en/terms-and-conditions-b2b');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Terms and conditions for business customers',
    );
    await page.getByRole('main').getByRole('link', { name: 'Terms and conditions', exact: true }).click();
    await expect(page).toHaveURL('/en/terms-and-conditions');
  });

  test('a signed-in business customer is pointed from the consumer terms to the B2B ones', async ({
    page,
  }) => {
    // Her company has unpaid invoices; that notice (its own tests) would cover the page.
    await page.addInitScript(() => window.sessionStorage.setItem('unpaid-invoices-muted', '1'));
    await page.goto('/obchodne-podmienky', { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await page.goto('/login');
    const form = page.getByRole('main').getByRole('form', { name: 'Prihlásenie' });
    await form.getByLabel('E-mail').fill(b2bManager.email);
    await form.getByLabel('Heslo').fill(b2bManager.password);
    await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto('/cs/obchodne-podmienky');
    const notice = page.getByRole('status').filter({ hasText: 'Jste přihlášen jako firemní zákazník.' });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Obchodní podmínky pro firemní zákazníky' }).click();
    await expect(page).toHaveURL('/cs/obchodne-podmienky-b2b');
  });

  test('any CMS page opens by its slug; an unknown slug is a 404', async ({ page }) => {
    await page.goto('/stranky/preco-nakupovat-u-nas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prečo nakupovať u nás');
    await page.goto('/text-page/preco-nakupovat-u-nas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prečo nakupovať u nás');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin()}/stranky/preco-nakupovat-u-nas`,
    );

    const response = await page.goto('/stranky/xyz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenájdená');
  });

  test('a topic shows its sub-topics and products, and a sub-topic leads back to it', async ({ page }) => {
    await page.goto('/topic-page/pre-restauracie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre reštaurácie');
    const products = page.getByRole('region', { name: 'Produkty', exact: true }).getByTestId('product-card');
    await expect(products).toHaveCount(24);
    await expect(products.first().getByRole('link')).toHaveAttribute('href', /^\/produkt\/[a-z0-9-]+$/);

    await page
      .getByRole('navigation', { name: 'Témy v tejto sekcii' })
      .getByRole('link', { name: 'Servírovanie a stolovanie' })
      .click();
    await expect(page).toHaveURL('/topic-page/servirovanie-a-stolovanie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servírovanie a stolovanie');
    await page
      .getByRole('navigation', { name: 'Navigácia' })
      .getByRole('link', { name: 'Pre reštaurácie' })
      .click();
    await expect(page).toHaveURL('/topic-page/pre-restauracie');
  });

  test('trends list newest first, an article shows its text and products, a product link opens it', async ({
    page,
  }) => {
    await page.goto('/trendy-a-inspiracie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trendy a inšpirácie');
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin()}/en/trendy-a-inspiracie`,
    );
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText([
      'Letná terasa bez rozbitého skla',
      'Hotelová kúpeľňa bez plastových fľaštičiek',
      'Kávový bar: šálka, ktorá drží teplotu',
    ]);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Na terase sa rozbije');

    await page.getByRole('link', { name: 'Letná terasa bez rozbitého skla' }).click();
    await expect(page).toHaveURL('/trendy-a-inspiracie/letna-terasa-bez-rozbiteho-skla');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Letná terasa bez rozbitého skla');
    await expect(page.getByRole('heading', { level: 2, name: 'Tvrdené sklo alebo tritan?' })).toBeVisible();
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/.+\.webp$/);
    // A client-side navigation swaps the head's links as it settles: the list's alternates leave shortly after.
    await expect(page.locator('link[hreflang="en"]')).toHaveCount(1);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin()}/en/trendy-a-inspiracie/summer-terrace-without-broken-glass`,
    );

    const cards = page.getByRole('region', { name: 'Produkty z článku' }).getByTestId('product-card');
    await expect(cards).toHaveCount(4);
    const productLink = cards.first().getByRole('link');
    const href = await productLink.getAttribute('href');
    expect(href).toMatch(/^\/produkt\/[a-z0-9-]+$/);
    await productLink.click();
    await expect(page).toHaveURL(href!);
  });

  test('a page past the end of the trends list shows the last page, a bad page number the first', async ({
    page,
  }) => {
    for (const query of ['?page=99', '?page=abc']) {
      const response = await page.goto(`/trendy-a-inspiracie${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(3);
    }
  });
});

test('content pages fit a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of [
    '/obchodne-podmienky',
    '/kontakt',
    '/trendy-a-inspiracie/letna-terasa-bez-rozbiteho-skla',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
  }
});
