import { http } from 'msw';
import { addBestSellerToCart, box } from '@/tests/e2e/support/checkout';
import { proxyErrorPage, serverError, wrongShape } from '@/tests/support/msw/failures';
import { apiUrl } from '@/tests/support/msw/shop-api';
import sk from '../../messages/sk.json' with { type: 'json' };
import { expect, serverStep, test } from './support/mocked-api';

/**
 * The order page's steps and its submit, in Slovak, when a call answers in the wrong shape or fails: the
 * shopper is told, nothing typed or ticked is lost, and the same click works once the server answers.
 */

test('a shipping answer of the wrong shape, a failed save of the customer data and a failed submit', async ({
  page,
  api,
}) => {
  await addBestSellerToCart(page);
  await page.goto('/objednavka');

  // Spec §8: a failed shipping choice resets the selection.
  const shipping = box(page, /Doprava/);
  const courier = shipping.getByLabel(/Kuriér na adresu/);
  api.use(http.put(apiUrl('/api/cart/select-shipping'), wrongShape()));
  await courier.click();
  await expect(page.getByText(sk.Checkout.shippingFailed)).toBeVisible();
  await expect(courier).not.toBeChecked();
  api.restore();
  await courier.click();
  await expect(shipping.getByTestId('shipping-summary')).toContainText('Kuriér na adresu');
  await box(page, /Platba/)
    .getByLabel(/Dobierka/)
    .click();

  const customer = box(page, /Fakturačné a dodacie údaje/);
  const typed = {
    Meno: 'Jana',
    Priezvisko: 'Nováková',
    'E-mail': 'jana.mock@example.com',
    Telefón: '+420 601 123 456',
    'Ulica a číslo': 'Masarykova 12',
    Mesto: 'Brno',
    PSČ: '602 00',
  };
  for (const [label, value] of Object.entries(typed)) await customer.getByLabel(label).fill(value);
  const save = customer.getByRole('button', { name: 'Uložiť a pokračovať' });
  api.use(http.put(apiUrl('/api/cart/set-customer-data'), serverError()));
  await save.click();
  await expect(customer.getByRole('alert')).toHaveText(sk.ApiErrors.INTERNAL_ERROR);
  for (const [label, value] of Object.entries(typed))
    await expect(customer.getByLabel(label)).toHaveValue(value);
  api.restore();
  await save.click();
  await expect(customer.getByTestId('customer-data-summary')).toContainText('Jana Nováková');

  const summary = page.getByTestId('order-summary');
  const terms = summary.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ });
  const submit = summary.getByTestId('submit-order');
  await terms.check();
  // A gateway's page instead of the API's answer: no message of the server's, so the order page's own.
  api.use(http.put(apiUrl('/api/cart/submit-order'), proxyErrorPage(502)));
  await submit.click();
  await expect(page.getByText(sk.Checkout.submitFailed)).toBeVisible();
  await expect(terms).toBeChecked();
  await expect(submit).toBeEnabled();
  await expect(customer.getByTestId('customer-data-summary')).toContainText('Jana Nováková');

  api.restore();
  await submit.click();
  await expect(page).toHaveURL(/\/objednavka\/dakujeme\/\d+\/[\w-]+$/, serverStep);
  await expect(page.getByRole('heading', { level: 1, name: sk.ThankYou.title })).toBeVisible();
});
