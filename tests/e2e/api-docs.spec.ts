import { expect, test } from '@playwright/test';

test.describe('API documentation for developers', () => {
  // The language suggestion of a first visit to another language would cover the page.
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'lms', value: '1', url: baseURL! }]);
  });

  test('the footer leads to it; an endpoint opens with its body and answers, linked to its data', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'API pre vývojárov', exact: true }).click();
    await expect(page).toHaveURL('/dokumentacia-api');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API pre vývojárov');
    await expect(page).toHaveTitle('API pre vývojárov | Horeca Shop');

    const cart = page.getByRole('region', { name: 'Košík a objednávka' });
    const addToCart = cart.locator('details', { hasText: '/api/cart/add-to-cart' }).first();
    await expect(addToCart.locator('summary')).toContainText('PUT');
    await expect(addToCart.locator('summary')).toContainText('Add a variant to the cart');
    await addToCart.locator('summary').click();
    await expect(addToCart.getByRole('heading', { name: 'Telo požiadavky' })).toBeVisible();
    await expect(addToCart.getByText('item_variant_id', { exact: true })).toBeVisible();
    await expect(addToCart.getByRole('cell', { name: /X-Channel-Id/ })).toBeVisible();

    await addToCart.getByRole('link', { name: 'CartResponse' }).click();
    await expect(page).toHaveURL(/#schema-CartResponse$/);
    const schema = page.locator('#schema-CartResponse');
    await expect(schema.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  });

  test('has an English page and serves the OpenAPI document it is made from', async ({ page, request }) => {
    await page.goto('/en/api-documentation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API for developers');
    const download = page.getByRole('link', { name: 'Download the OpenAPI 3.1 document (JSON)' });
    await expect(download).toHaveAttribute('href', '/api/openapi.json');

    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('public');
    const document = (await response.json()) as { openapi: string; paths: Record<string, { put?: unknown }> };
    expect(document.openapi).toBe('3.1.1');
    expect(document.paths['/api/cart/add-to-cart']?.put).toBeDefined();
  });
});
