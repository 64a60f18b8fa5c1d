import { expect, test } from '@playwright/test';

/**
 * Small things a shopper notices: one name for the breadcrumb and its first step on every page type, a favicon
 * where browsers look for it, and the spec's own spelling of the menu and options calls answered directly.
 */

const home = { sk: 'Úvod', cs: 'Úvod', en: 'Home' } as const;
const prefix = { sk: '', cs: '/cs', en: '/en' } as const;
const breadcrumb = { sk: 'Navigácia', cs: 'Navigace', en: 'Breadcrumb' } as const;
// A browser speaking the page's language: no choose-language prompt covers the page.
const browserLocale = { sk: 'sk-SK', cs: 'cs-CZ', en: 'en-GB' } as const;

for (const locale of ['sk', 'cs', 'en'] as const) {
  test.describe(`consistency (${locale})`, () => {
    test.use({ locale: browserLocale[locale] });

    test(`the breadcrumb starts with “${home[locale]}” on category, product and topic pages (${locale})`, async ({
      page,
      request,
    }) => {
      // The topic's path in this language is the one the Slovak page names as its alternate.
      const slovakTopic = await (
        await request.get('/topic-page/pre-restauracie', { headers: { 'accept-language': 'sk' } })
      ).text();
      const alternate = new RegExp(`<link[^>]*hreflang="${locale}"[^>]*>`, 'i').exec(slovakTopic)?.[0];
      const topic = alternate && /href="([^"]+)"/.exec(alternate)?.[1];
      expect(topic, 'the topic names its alternate').toBeTruthy();
      await page.goto(`${prefix[locale]}/`);
      const category = await page
        .locator('main a[href*="/kategori"], main a[href*="/category/"]')
        .first()
        .getAttribute('href');
      await page.goto(category!);
      const product = await page
        .locator('main a[href*="/produkt/"], main a[href*="/product/"]')
        .first()
        .getAttribute('href');
      const paths = [category!, product!, new URL(topic!).pathname];
      for (const path of paths) {
        await page.goto(path);
        const trail = page.getByRole('navigation', { name: breadcrumb[locale], exact: true });
        await expect(trail.getByRole('link').first(), path).toHaveText(home[locale]);
      }
    });
  });
}

test.describe('consistency', () => {
  test('the phone input is 43 px high on a phone (spec §9), at registration', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/registrace');
    const phone = page.getByRole('main').getByLabel('Telefón');
    await expect(phone).toBeVisible();
    expect((await phone.boundingBox())?.height).toBe(43);
  });

  test('/favicon.ico is the shop’s icon', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  test('the spec’s /api/category/, /api/topic/ and /api/options/ answer at once, without a redirect', async ({
    request,
  }) => {
    for (const path of ['/api/category/?locale_id=sk', '/api/topic/', '/api/options/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });
});
