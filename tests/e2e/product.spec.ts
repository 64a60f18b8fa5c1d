import { expect, type Page, test } from '@playwright/test';
import { origin } from './support/origin';

// An amount is one unbreakable word: its thousands and its currency follow no-break spaces (U+00A0).
const priceCzk = /^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0Kč$/;

/** The language modal would cover the page on /en (its choice is remembered in this cookie). */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: baseURL! }]);
});

/** From the home page's best sellers, the first product whose variants have different prices. */
async function openProductWithVariantPrices(page: Page): Promise<string> {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Najpredávanejšie' }).getByTestId('product-card');
  const card = cards.filter({ has: page.getByTestId('price-primary').filter({ hasText: /^od / }) }).first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/^\/produkt\/[a-z0-9-]+$|\/produkt\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return name;
}

/** Clicks an option's label, as a person does (the radio itself is visually hidden). */
async function chooseVariant(page: Page, index: number): Promise<void> {
  await page.getByRole('group', { name: 'Variant' }).locator('label').nth(index).click();
  await expect(page.getByRole('group', { name: 'Variant' }).getByRole('radio').nth(index)).toBeChecked();
}

function primaryPrice(page: Page) {
  return page.getByTestId('product-price').getByTestId('price-primary');
}

test.describe('product page', () => {
  test('opens from the best sellers; choosing a variant changes code, price and the URL', async ({
    page,
  }) => {
    const priceRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/catalog/prices')) priceRequests.push(request.url());
    });
    await openProductWithVariantPrices(page);
    const code = page.getByTestId('product-code');
    const variants = page.getByRole('group', { name: 'Variant' }).getByRole('radio');
    expect(await variants.count()).toBeGreaterThan(1);
    await expect(variants.first()).toBeChecked();
    const firstCode = await code.textContent();
    const firstPrice = await primaryPrice(page).textContent();
    expect(firstPrice).toMatch(priceCzk);

    // Some variant has another price than the first (the card showed a "from" price).
    let changed = false;
    for (let index = 1; index < (await variants.count()) && !changed; index++) {
      await chooseVariant(page, index);
      await expect(code).not.toHaveText(firstCode!);
      await expect(page).toHaveURL(/\?variant=\d+$/);
      changed = (await primaryPrice(page).textContent()) !== firstPrice;
    }
    expect(changed).toBe(true);
    await expect(primaryPrice(page)).toHaveText(priceCzk);

    // The chosen variant survives a reload through ?variant=.
    const chosenCode = await code.textContent();
    await page.reload();
    await expect(code).toHaveText(chosenCode!);
    // A visitor sees the list prices of the cached page and asks for no prices of its own.
    expect(priceRequests).toEqual([]);
  });

  test('shows the gallery, parameters and description, and JSON-LD with the page’s price', async ({
    page,
  }) => {
    await openProductWithVariantPrices(page);
    const main = page.getByTestId('product-main-image');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('width', /^\d+$/);
    await expect(page.getByRole('table')).toContainText(/\S/);
    await expect(page.getByRole('heading', { level: 2, name: 'Popis' })).toBeVisible();

    const shown = (await primaryPrice(page).textContent())!;
    const product = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    ) as {
      '@type': string;
      image: string[];
      offers: { price: string; priceCurrency: string; sku: string; url: string }[];
    };
    expect(product['@type']).toBe('Product');
    expect(product.image[0]).toMatch(new RegExp(`^${origin()}/media/`));
    const code = (await page.getByTestId('product-code').textContent())!;
    const offer = product.offers.find((candidate) => candidate.sku === code);
    expect(offer).toBeDefined();
    expect(`${offer!.price.replace('.', ',')}Kč`).toBe(shown.replace(/\s/g, ''));
    expect(offer!.priceCurrency).toBe('CZK');
    expect(offer!.url).toMatch(new RegExp(`^${origin()}${new URL(page.url()).pathname}\\?variant=\\d+$`));
    // Crawlers read the canonical of a loaded page. A click made before the home page finished hydrating
    // leaves the home's canonical in the head beside the product's (React keeps the unhydrated node).
    await page.reload();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      origin() + new URL(page.url()).pathname,
    );
  });

  test('adds the chosen quantity to the cart and the mini cart counts it', async ({ page }) => {
    await openProductWithVariantPrices(page);
    const miniCart = page.getByTestId('mini-cart');
    await expect(miniCart).toHaveAttribute('aria-label', 'Košík je prázdny');
    const variants = page.getByRole('group', { name: 'Variant' }).getByRole('radio');
    for (let index = 0; index < (await variants.count()); index++) {
      await chooseVariant(page, index);
      if (await page.getByTestId('add-to-cart').isVisible()) break;
    }
    const quantity = Number(await page.getByTestId('quantity-input').inputValue());
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText(/je v košíku\.$/)).toBeVisible();
    await expect(miniCart).toHaveAttribute('aria-label', new RegExp(`^Košík: ${quantity} kus`));
  });

  test('answers an unknown product with the 404 page', async ({ page }) => {
    const response = await page.goto('/produkt/tento-produkt-neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Stránka nenájdená' })).toBeVisible();
  });

  test('has an English page under /en/product with its own slug; a Slovak slug there redirects', async ({
    page,
  }) => {
    await openProductWithVariantPrices(page);
    const slovakPath = new URL(page.url()).pathname;
    // After a browser-side navigation the head takes the product's links after its heading (for a moment
    // beside the home page's): wait for the product's own.
    const englishLink = page.locator('link[rel="alternate"][hreflang="en"][href*="/en/product/"]');
    await expect(englishLink).toHaveCount(1);
    const englishUrl = await englishLink.getAttribute('href');
    expect(englishUrl).toMatch(new RegExp(`^${origin()}/en/product/[a-z0-9-]+$`));

    await page.goto(englishUrl!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('button', { name: 'Add to cart' }).or(page.getByText('Currently unavailable')),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Parameters' })).toBeVisible();

    await page.goto(slovakPath.replace('/produkt/', '/en/product/'));
    await expect(page).toHaveURL(englishUrl!);
  });

  test('fits a 375 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openProductWithVariantPrices(page);
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a signed-in B2B manager sees its own price and keeps favourites', async ({ page }) => {
    await openProductWithVariantPrices(page);
    const listPrice = (await primaryPrice(page).textContent())!;
    await expect(page.getByTestId('favourite-button')).toHaveCount(0);

    await page.getByRole('button', { name: 'Prihlásenie' }).click();
    const form = page.getByRole('form', { name: 'Prihlásenie' });
    await form.getByLabel('E-mail').fill('b2b.manazer@horeca-shop.localhost');
    await form.getByLabel('Heslo').fill('B2bManazer-2026!');
    await form.getByRole('button', { name: 'Prihlásiť sa' }).click();

    const notice = page.getByRole('dialog', { name: 'Máte neuhradené faktúry' });
    await notice.getByRole('button', { name: 'Neskôr' }).click();
    await expect(notice).toBeHidden();

    // The customer's discount applies to every list price.
    const price = page.getByTestId('product-price');
    await expect(price.getByText('Vaša cena')).toBeVisible();
    await expect(primaryPrice(page)).toHaveText(priceCzk);
    await expect(primaryPrice(page)).not.toHaveText(listPrice);

    const favourite = page.getByTestId('favourite-button');
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    const priceRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/catalog/prices')) priceRequests.push(request.url());
    });
    await page.reload();
    await expect(page.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(price.getByText('Vaša cena')).toBeVisible();
    // The variants and every card on the page are priced in one request.
    expect(priceRequests).toHaveLength(1);
    await page.getByTestId('favourite-button').click();
    await expect(page.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'false');
  });
});
