import { expect, test } from '@playwright/test';
import { expectHashedScripts, expectNoncedScripts, watchCsp } from './support/csp-watch';
import { openDesktopSearch } from './support/search-box';

/**
 * The Content-Security-Policy lets the shop run: every page type renders, hydrates and works with no
 * violation reported. A page rendered for its visitor carries this response's nonce on its scripts, and
 * each response a new one; a page from the shared cache allows its own inline scripts by their hashes and
 * carries no nonce at all (docs/page-cache.md). Responses the proxy does not see (API, build files, media,
 * public files) carry the headers too.
 */

const REQUIRED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test.describe('security headers and CSP', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // The language suggestion of a first visit would cover the page.
    await context.addCookies([{ name: 'lms', value: '1', url: baseURL! }]);
  });

  test('every page type renders and works under the policy, with no violation', async ({ page }) => {
    const assertNoViolation = await watchCsp(page);
    const home = await page.goto('/');
    const policy = home!.headers()['content-security-policy'] ?? null;
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expectHashedScripts(await home!.text(), policy);
    expect(home!.headers()).toMatchObject(REQUIRED_HEADERS);

    // Scripts run: the search box answers as one types.
    const { input, popup } = await openDesktopSearch(page);
    await input.fill('pohár');
    await expect(popup.getByRole('option').first()).toBeVisible();
    await assertNoViolation();

    const category = await page.locator('a[href^="/kategorie/"]').first().getAttribute('href');
    await page.goto(category!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await assertNoViolation();
    const product = await page.locator('main a[href^="/produkt/"]').first().getAttribute('href');
    const shared = new Set([product!, '/o-nas']);
    for (const path of [
      product!,
      '/hladaj?q=tanier',
      '/o-nas',
      '/objednavka',
      '/dokumentacia-api',
      '/login',
    ]) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(200);
      const pagePolicy = response!.headers()['content-security-policy'] ?? null;
      if (shared.has(path)) expectHashedScripts(await response!.text(), pagePolicy);
      else {
        expect(pagePolicy, path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
        expectNoncedScripts(await response!.text(), pagePolicy);
      }
      await page.waitForLoadState('networkidle');
      await assertNoViolation();
    }
  });

  test('each response of a page rendered for its visitor has a nonce of its own', async ({ request }) => {
    const nonces = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const policy = (await request.get('/objednavka')).headers()['content-security-policy'];
      nonces.add(/'nonce-([^']+)'/.exec(policy ?? '')![1]!);
    }
    expect(nonces.size).toBe(3);
  });

  test('the API, build files, media and public files carry the headers; a client’s word is no https', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const chunk = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const image = await page.locator('img[src^="/media/"]').first().getAttribute('src');
    for (const path of ['/api/health', '/api/openapi.json', chunk!, image!, '/robots.txt']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers(), path).toMatchObject(REQUIRED_HEADERS);
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'");
      expect(response.headers()['strict-transport-security'], path).toBeUndefined();
    }
    // No proxy is trusted here (TRUSTED_PROXY_HOPS=0): HSTS follows a proxy's X-Forwarded-Proto only
    // (tests/unit/front-server.test.ts), never one the client sends itself.
    for (const path of ['/', '/api/health']) {
      const claimed = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(claimed.headers()['strict-transport-security'], path).toBeUndefined();
    }
  });
});
