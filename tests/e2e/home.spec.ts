import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { origin } from './support/origin';

const priceCzk = /^(od |from )?\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0Kč$/;
const priceEur = /^(od |from )?\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0€$/;

/** The language modal would cover the page on /cs and /en (its choice is remembered in this cookie). */
async function skipLanguageModal(context: BrowserContext, host = 'localhost') {
  await context.addCookies([{ name: 'lms', value: '1', url: origin(host) }]);
}

function slideshowOf(page: Page) {
  const region = page.getByRole('region', { name: 'Aktuálne ponuky' });
  return {
    region,
    slide: (number: number) => region.getByRole('group', { name: `${number} z 3` }),
    dot: (number: number) => region.getByRole('button', { name: `Zobraziť snímku ${number}` }),
    next: region.getByRole('button', { name: 'Nasledujúca snímka' }),
    previous: region.getByRole('button', { name: 'Predchádzajúca snímka' }),
    pause: region.getByRole('button', { name: 'Pozastaviť prezentáciu' }),
    play: region.getByRole('button', { name: 'Spustiť prezentáciu' }),
  };
}

/** Only the shown slide is visible; the others are hidden from eyes, keyboard and screen readers. */
async function expectShown(slides: { slide: (number: number) => Locator }, shown: number) {
  for (const number of [1, 2, 3]) {
    if (number === shown) await expect(slides.slide(number)).toBeVisible();
    else await expect(slides.slide(number)).toBeHidden();
  }
}

/** Takes the pointer and the focus off the slideshow, which holds still while either is on it. */
async function leaveSlideshow(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
}

test.describe('home page', () => {
  test('shows the seeded shop in Slovak: root categories with images and best sellers in CZK', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vybavenie pre reštaurácie, hotely a catering',
    );

    const categories = page.getByRole('region', { name: 'Kategórie' }).getByRole('link');
    await expect(categories).toHaveCount(11);
    await expect(categories.first()).toHaveText('Stolovanie');
    await expect(categories.first()).toHaveAttribute('href', /^\/kategorie\/[a-z0-9-]+$/);
    const image = categories.first().locator('img');
    await expect(image).toHaveAttribute('width', /\d+/);
    // Below the slideshow the category pictures load when they come near the screen.
    await expect(image).toHaveAttribute('loading', 'lazy');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const cards = page.getByRole('region', { name: 'Najpredávanejšie' }).getByTestId('product-card');
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByTestId('price-primary')).toHaveText(priceCzk);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/produkt\/[a-z0-9-]+$/);
  });

  const sections = {
    sk: {
      path: '/',
      rows: [
        ['Novinky', 'Všetky novinky', '/novinky'],
        ['Najpredávanejšie', 'Všetky najpredávanejšie', '/nejprodavanejsi'],
        ['Odporúčame', 'Všetky odporúčané produkty', '/doporucujeme'],
      ],
      offers: 'Výhody nákupu',
      delivery: { cz: 'Doprava zadarmo pri nákupe od 3 000 Kč', sk: 'Doprava zadarmo pri nákupe od 120 €' },
      trends: ['Trendy a inšpirácie pre vašu prevádzku', '/trendy-a-inspiracie'],
    },
    cs: {
      path: '/cs',
      rows: [
        ['Novinky', 'Všechny novinky', '/cs/novinky'],
        ['Nejprodávanější', 'Všechny nejprodávanější', '/cs/nejprodavanejsi'],
        ['Doporučujeme', 'Všechny doporučené produkty', '/cs/doporucujeme'],
      ],
      offers: 'Výhody nákupu',
      delivery: { cz: 'Doprava zdarma při nákupu od 3 000 Kč', sk: 'Doprava zdarma při nákupu od 120 €' },
      trends: ['Trendy a inspirace pro váš provoz', '/cs/trendy-a-inspiracie'],
    },
    en: {
      path: '/en',
      rows: [
        ['New arrivals', 'All new arrivals', '/en/novinky'],
        ['Best sellers', 'All best sellers', '/en/nejprodavanejsi'],
        ['Recommended', 'All recommended products', '/en/doporucujeme'],
      ],
      offers: 'Shopping benefits',
      delivery: { cz: 'Free delivery on orders from 3 000 Kč', sk: 'Free delivery on orders from 120 €' },
      trends: ['Trends and inspiration for your venue', '/en/trendy-a-inspiracie'],
    },
  } as const;

  for (const [locale, expected] of Object.entries(sections)) {
    for (const shop of [
      { host: 'localhost', channel: 'cz', price: priceCzk },
      { host: 'sk.localhost', channel: 'sk', price: priceEur },
    ] as const) {
      test(`has every section in ${locale} on ${shop.host}: banners, product rows with links to their lists`, async ({
        page,
        context,
      }) => {
        await skipLanguageModal(context, shop.host);
        await page.goto(origin(shop.host) + expected.path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const offers = page.getByRole('region', { name: expected.offers }).getByRole('link');
        await expect(offers).toHaveCount(2);
        await expect(offers.first()).toHaveText(expected.delivery[shop.channel]);
        const [trendsTitle, trendsHref] = expected.trends;
        await expect(page.getByRole('link', { name: trendsTitle, exact: true })).toHaveAttribute(
          'href',
          trendsHref,
        );
        for (const [title, linkText, href] of expected.rows) {
          const row = page.getByRole('region', { name: title, exact: true });
          await expect(row.getByTestId('product-card')).toHaveCount(12);
          await expect(row.getByTestId('product-card').first().getByTestId('price-primary')).toHaveText(
            shop.price,
          );
          await expect(row.getByRole('link', { name: linkText })).toHaveAttribute('href', href);
        }
      });
    }
  }

  test('speaks Czech under /cs and English under /en', async ({ page, context }) => {
    await skipLanguageModal(context);
    await page.goto('/cs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vybavení pro restaurace, hotely a catering',
    );
    await expect(page.getByRole('region', { name: 'Kategorie' }).getByRole('link').first()).toHaveText(
      'Stolování',
    );
    await expect(page.getByRole('region', { name: 'Aktuální nabídky' })).toContainText(
      'Nová kolekce porcelánu',
    );

    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Supplies for restaurants, hotels and caterers',
    );
    const firstCategory = page.getByRole('region', { name: 'Categories' }).getByRole('link').first();
    await expect(firstCategory).toHaveText('Tableware');
    await expect(firstCategory).toHaveAttribute('href', /^\/en\/category\/[a-z0-9-]+$/);
    const slideshow = page.getByRole('region', { name: 'Current offers' });
    await expect(slideshow.getByRole('group', { name: '1 of 3' })).toContainText('New porcelain collection');
    await expect(slideshow.getByRole('link', { name: /New porcelain collection/ })).toHaveAttribute(
      'href',
      '/en/novinky',
    );
  });

  test('switches language from the header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Jazyk a krajina: Slovenčina' }).click();
    await page
      .getByRole('dialog', { name: 'Vyberte jazyk' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page).toHaveURL('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Supplies for restaurants, hotels and caterers',
    );
  });

  test('the Slovak shop domain shows prices in EUR', async ({ page }) => {
    await page.goto(`${origin('sk.localhost')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    const cards = page.getByTestId('product-card');
    await expect(cards.first().getByTestId('price-primary')).toHaveText(priceEur);
  });

  test('the Czech shop domain speaks Czech without a prefix and shows CZK', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'cs-CZ' });
    const page = await context.newPage();
    await page.goto(`${origin('cz.localhost')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByTestId('product-card').first().getByTestId('price-primary')).toHaveText(priceCzk);
    await context.close();
  });

  test('a path of another locale redirects to that locale’s own path', async ({ page }) => {
    const response = await page.request.get('/en/hladaj?q=plate', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toMatch(/\/en\/search\?q=plate$/);
  });

  test('an unsupported locale cookie is ignored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'sk-SK' });
    await context.addCookies([{ name: 'locale', value: 'de', url: origin() }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await context.close();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const response = await page.goto('/tato-stranka-neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenájdená');
  });
});

test.describe('home slideshow', () => {
  test('turns with its buttons and its dots, and the first slide links to its list', async ({ page }) => {
    await page.goto('/');
    const slides = slideshowOf(page);
    await expectShown(slides, 1);
    await expect(slides.slide(1).getByRole('link')).toHaveAttribute('href', '/novinky');
    await expect(slides.slide(1)).toContainText('Nová kolekcia porcelánu');
    await expect(slides.dot(1)).toHaveAttribute('aria-current', 'true');

    await slides.next.click();
    await expectShown(slides, 2);
    await expect(slides.slide(2)).toContainText('Firemný účet s vlastnými cenami');
    await expect(slides.dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(slides.dot(1)).not.toHaveAttribute('aria-current', 'true');
    await slides.previous.click();
    await expectShown(slides, 1);
    await slides.previous.click();
    await expectShown(slides, 3);
    await slides.next.click();
    await expectShown(slides, 1);
    await slides.dot(3).click();
    await expectShown(slides, 3);
    await expect(slides.dot(3)).toHaveAttribute('aria-current', 'true');
  });

  test('turns with the arrow, Home and End keys, and a hidden slide’s link cannot be reached', async ({
    page,
  }) => {
    await page.goto('/');
    const slides = slideshowOf(page);
    await slides.pause.focus();
    await page.keyboard.press('ArrowRight');
    await expectShown(slides, 2);
    await page.keyboard.press('ArrowRight');
    await expectShown(slides, 3);
    await page.keyboard.press('Home');
    await expectShown(slides, 1);
    await page.keyboard.press('End');
    await expectShown(slides, 3);
    await page.keyboard.press('ArrowLeft');
    await expectShown(slides, 2);

    // From the shown slide's link the next stop is the pause button: slide 3's link is skipped.
    await slides.slide(2).getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(slides.pause).toBeFocused();
  });

  test('rotates by itself, holds still under the pointer and after pause, and goes on after play', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const slides = slideshowOf(page);
    await expect(slides.pause).toBeVisible();
    await expectShown(slides, 1);
    await page.clock.runFor(6500);
    await expectShown(slides, 2);

    await slides.region.hover();
    await page.clock.runFor(13_000);
    await expectShown(slides, 2);
    await leaveSlideshow(page);
    await page.clock.runFor(6500);
    await expectShown(slides, 3);

    await slides.pause.click();
    await expect(slides.play).toBeVisible();
    await leaveSlideshow(page);
    await page.clock.runFor(13_000);
    await expectShown(slides, 3);

    await slides.play.click();
    await leaveSlideshow(page);
    await page.clock.runFor(6500);
    await expectShown(slides, 1);
  });

  test('holds still while the keyboard focus is inside it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const slides = slideshowOf(page);
    await expect(slides.pause).toBeVisible();
    await slides.slide(1).getByRole('link').focus();
    await page.clock.runFor(13_000);
    await expectShown(slides, 1);
  });

  test('does not rotate for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const slides = slideshowOf(page);
    await slides.next.click();
    await expectShown(slides, 2);
    await expect(slides.play).toBeVisible();
    await leaveSlideshow(page);
    await page.clock.runFor(13_000);
    await expectShown(slides, 2);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    test(`at ${viewport.width} px the first slide’s picture is the largest content and nothing moves`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const slides = slideshowOf(page);
      const image = slides.slide(1).locator('img');
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).toHaveAttribute('width', '1600');
      await expect(image).toHaveAttribute('height', '640');
      await expect(image).toHaveJSProperty('complete', true);
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
              resolve(entries.at(-1)!.url);
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
      expect(largest).toBe(await image.evaluate((img: HTMLImageElement) => img.currentSrc));

      const box = await slides.region.boundingBox();
      for (const number of [2, 3]) {
        await slides.dot(number).click();
        await expectShown(slides, number);
        expect(await slides.region.boundingBox()).toEqual(box);
      }
      await expect(slides.next).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('home page for search engines', () => {
  test('has an absolute canonical, hreflang alternates with x-default, and Organization and WebSite data', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', origin());
    for (const [language, href] of [
      ['sk', origin()],
      ['cs', `${origin()}/cs`],
      ['en', `${origin()}/en`],
      ['x-default', origin()],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
        'href',
        href!,
      );
    }

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const organization = data.find((item) => item['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name: 'Horeca Shop',
      url: `${origin()}/`,
      logo: `${origin()}/static/logo.svg`,
    });
    expect(organization.contactPoint).toEqual([
      expect.objectContaining({
        telephone: '+420222500600',
        email: 'obchod@horeca-shop.cz',
        areaServed: 'CZ',
      }),
      expect.objectContaining({ telephone: '+420222500610', email: 'b2b@horeca-shop.cz', areaServed: 'CZ' }),
      expect.objectContaining({
        telephone: '+421233004400',
        email: 'obchod@horeca-shop.sk',
        areaServed: 'SK',
      }),
      expect.objectContaining({ telephone: '+421233004410', email: 'b2b@horeca-shop.sk', areaServed: 'SK' }),
    ]);
    const logo = await request.get(organization.logo);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toContain('image/svg+xml');
    const webSite = data.find((item) => item['@type'] === 'WebSite');
    expect(webSite).toMatchObject({
      url: `${origin()}/`,
      inLanguage: 'sk',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${origin()}/hladaj?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  test('names the English search and the Slovak shop’s own domain in their pages', async ({
    page,
    context,
  }) => {
    await skipLanguageModal(context);
    await page.goto('/en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin()}/en`);
    const english = await page.locator('script[type="application/ld+json"]').nth(1).textContent();
    expect(JSON.parse(english!).potentialAction.target.urlTemplate).toBe(
      `${origin()}/en/search?q={search_term_string}`,
    );

    const slovakShop = origin('sk.localhost');
    await page.goto(`${slovakShop}/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', slovakShop);
    await expect(page.locator('link[hreflang="cs"]')).toHaveAttribute('href', `${slovakShop}/cs`);
  });

  test('robots.txt and the sitemap index at /sitemap.xml name the shop domain they are asked on', async ({
    page,
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain(`Sitemap: ${origin()}/sitemap.xml`);

    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toContain('application/xml');
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([`${origin()}/sitemap/pages.xml`, `${origin()}/sitemap/products-1.xml`]);
    const products = await (await request.get('/sitemap/products-1.xml')).text();
    expect(products).toMatch(new RegExp(`<loc>${origin()}/en/product/[a-z0-9-]+</loc>`));
    expect(products).toContain('hreflang="x-default"');

    const slovakShop = origin('sk.localhost');
    const slovakIndex = await page.goto(`${slovakShop}/sitemap.xml`);
    expect(await slovakIndex!.text()).toContain(`<loc>${slovakShop}/sitemap/pages.xml</loc>`);
    const slovakRobots = await page.goto(`${slovakShop}/robots.txt`);
    expect(await slovakRobots!.text()).toContain(`Sitemap: ${slovakShop}/sitemap.xml`);
  });
});

test('product images are served with their size and a long cache lifetime', async ({ page, request }) => {
  await page.goto('/');
  const src = await page.getByTestId('product-card').first().locator('img').getAttribute('src');
  expect(src).toMatch(/^\/media\/.+\.webp$/);
  const response = await request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toContain('max-age=31536000');
});

test('version.json is published for the new-version banner', async ({ request }) => {
  const response = await request.get('/static/version.json');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ appVersion: expect.stringMatching(/^\d+\.\d+\.\d+\+/) });
});
