import { http } from 'msw';
import {
  networkFailure,
  serverError,
  serviceUnavailable,
  tooManyRequests,
} from '@/tests/support/msw/failures';
import { apiUrl } from '@/tests/support/msw/shop-api';
import en from '../../messages/en.json' with { type: 'json' };
import { expect, serverStep, test } from './support/mocked-api';

/** Adding to the cart and the header's mini cart, in English, when the cart's API fails. */

const cartLabel = /^Cart: \d+ items?, total /;

test('add to cart says why it failed and keeps the quantity; the mini cart says it could not load and recovers on the order page', async ({
  page,
  api,
}) => {
  await page.goto('/en');
  await page
    .getByRole('region', { name: en.Home.bestSellers })
    .getByTestId('product-card')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/product\//);
  const add = page.getByTestId('add-to-cart');
  const variants = page.getByRole('group', { name: en.Product.variant }).locator('label');
  for (let index = 0; index < (await variants.count()) && !(await add.isVisible()); index++) {
    await variants.nth(index).click();
  }
  const quantity = page.getByTestId('quantity-input');
  const first = await quantity.inputValue();
  await page.getByRole('button', { name: en.Product.increase }).click();
  await expect(quantity).not.toHaveValue(first);
  const chosen = await quantity.inputValue();

  const addToCart = apiUrl('/api/cart/add-to-cart');
  api.use(http.put(addToCart, serverError()));
  await add.click();
  await expect(page.getByText(en.ApiErrors.INTERNAL_ERROR)).toBeVisible();
  await expect(quantity).toHaveValue(chosen);
  await expect(add).toBeEnabled();

  api.use(http.put(addToCart, tooManyRequests(30)));
  await add.click();
  await expect(page.getByText(en.ApiErrors.TOO_MANY_REQUESTS)).toBeVisible();
  await expect(quantity).toHaveValue(chosen);

  api.restore();
  await add.click();
  await expect(page.getByText(/is in your cart\.$/)).toBeVisible(serverStep);
  const miniCart = page.getByTestId('mini-cart');
  await expect(miniCart).toHaveAccessibleName(cartLabel);

  // Spec §4/§8: a failed cart read clears the mini cart and says so, whatever the failure.
  api.use(http.get(apiUrl('/api/cart'), serviceUnavailable()));
  await page.goto('/en');
  await expect(miniCart).toHaveAccessibleName(en.MiniCart.labelUnavailable);
  await expect(miniCart).toHaveText(en.MiniCart.unavailable);
  api.use(http.get(apiUrl('/api/cart'), networkFailure()));
  await page.reload();
  await expect(miniCart).toHaveAccessibleName(en.MiniCart.labelUnavailable);

  // "Open it to try again": the order page reads the cart afresh, and the mini cart takes it.
  api.restore();
  await miniCart.click();
  await expect(page).toHaveURL('/en/order', serverStep);
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await expect(miniCart).toHaveAccessibleName(cartLabel);
});
