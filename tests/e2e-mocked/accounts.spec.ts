import { http } from 'msw';
import { newCustomer } from '@/tests/e2e/support/accounts';
import {
  apiError,
  networkFailure,
  proxyErrorPage,
  serverError,
  tooManyRequests,
  unauthorized,
} from '@/tests/support/msw/failures';
import { apiUrl, invalidCredentials } from '@/tests/support/msw/shop-api';
import cs from '../../messages/cs.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import sk from '../../messages/sk.json' with { type: 'json' };
import { expect, type Page, serverStep, test } from './support/mocked-api';

/** Signing in, registering and a B2B session that ends, when the API refuses, limits or fails. */

const customer = { email: 'zakaznik@horeca-shop.localhost', password: 'Zakaznik-2026!', firstname: 'Petra' };
const manager = {
  email: 'b2b.manazer@horeca-shop.localhost',
  password: 'B2bManazer-2026!',
  firstname: 'Lucie',
};

test('login explains wrong credentials, a rate limit and an unreachable server in English, and signs in after', async ({
  page,
  api,
}) => {
  const texts = en.Login;
  const login = apiUrl('/api/auth/login');
  await page.goto('/en/login');
  const form = page.getByRole('main').getByRole('form', { name: texts.title });
  const email = form.getByLabel(texts.email);
  const password = form.getByLabel(texts.password);
  const submit = form.getByRole('button', { name: texts.submit });
  await email.fill(customer.email);
  await password.fill('wrong-password');

  api.use(http.post(login, invalidCredentials()));
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(texts.cannotLogin);

  api.use(http.post(login, tooManyRequests(60)));
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(en.ApiErrors.TOO_MANY_REQUESTS);

  api.use(http.post(login, networkFailure()));
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(texts.serverUnavailable);
  await expect(email).toHaveValue(customer.email);
  await expect(password).toHaveValue('wrong-password');

  api.restore();
  await password.fill(customer.password);
  await submit.click();
  await expect(page.getByRole('button', { name: customer.firstname })).toBeVisible(serverStep);
  await expect(page).toHaveURL('/en', serverStep);
});

test('registration keeps every field through a server error, a refusal and a gateway page, in Czech, then creates the account', async ({
  page,
  api,
}) => {
  const texts = cs.Registration;
  const register = apiUrl('/api/auth/register');
  const person = newCustomer('Mockova');
  await page.goto('/cs/registrace');
  const form = page.getByRole('form', { name: texts.title });
  const fields = {
    [texts.firstname]: person.firstname,
    [texts.lastname]: person.lastname,
    [texts.email]: person.email,
    [texts.phone]: person.phone,
  };
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel(texts.password, { exact: true }).fill(person.password);
  await form.getByLabel(/Souhlasím s obchodními podmínkami/).check();
  const submit = form.getByRole('button', { name: texts.submit });

  const expectNothingLost = async () => {
    for (const [label, value] of Object.entries(fields))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(form.getByLabel(texts.password, { exact: true })).toHaveValue(person.password);
    await expect(form.getByLabel(/Souhlasím s obchodními podmínkami/)).toBeChecked();
  };

  api.use(http.post(register, serverError()));
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(cs.ApiErrors.INTERNAL_ERROR);
  await expectNothingLost();

  api.use(http.post(register, apiError(422, 'BUSINESS_RULE')));
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(cs.ApiErrors.BUSINESS_RULE);
  await expectNothingLost();

  api.use(http.post(register, proxyErrorPage(502)));
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(texts.failed);
  await expectNothingLost();

  api.restore();
  await submit.click();
  await expect(page.getByText(texts.welcome)).toBeVisible(serverStep);
  await expect(page.getByRole('button', { name: person.firstname })).toBeVisible();
});

async function signInFromHeader(page: Page, user: typeof manager) {
  await page.getByRole('button', { name: sk.AccountMenu.login }).click();
  const form = page.getByRole('form', { name: sk.Login.title });
  await form.getByLabel(sk.Login.email).fill(user.email);
  await form.getByLabel(sk.Login.password).fill(user.password);
  await form.getByRole('button', { name: sk.Login.submit }).click();
  await expect(page.getByRole('button', { name: user.firstname })).toBeVisible(serverStep);
}

test('a B2B session that ends on the invoices says so, signs out and goes home, and signing in again opens the invoices', async ({
  page,
  context,
  api,
}) => {
  // Bistro's unpaid-invoices notice has its own tests.
  await context.addInitScript(() => window.sessionStorage.setItem('unpaid-invoices-muted', '1'));
  await page.goto('/');
  await signInFromHeader(page, manager);
  const pageViewed = page.waitForResponse((response) => response.url().endsWith('/api/page-views'));
  await page.goto('/b2b/faktury');
  await expect(page.getByRole('heading', { level: 1, name: sk.Invoices.title })).toBeVisible();
  await pageViewed;

  // The server has ended the session (expired, or signed out elsewhere): the next call answers 401, and
  // the real server answers after it (an anonymous page view is no 401).
  api.use(http.post(apiUrl('/api/page-views'), unauthorized(), { once: true }));
  await page
    .getByRole('navigation', { name: sk.B2bFrame.navigation })
    .getByRole('link', { name: sk.B2bFrame.sections.recommended })
    .click();
  // Spec §8: the message as a toast, signed out (the logout reaches the server), sent home with a reload.
  await expect(page).toHaveURL('/', serverStep);
  await expect(page.getByText(sk.ApiErrors.UNAUTHORIZED)).toBeVisible();
  await expect(page.getByRole('button', { name: sk.AccountMenu.login })).toBeVisible();
  await page.goto('/b2b/faktury');
  await expect(page).toHaveURL(/\/login\?next=/);

  api.restore();
  await page.goto('/');
  await signInFromHeader(page, manager);
  await page.goto('/b2b/faktury');
  await expect(page.getByRole('heading', { level: 1, name: sk.Invoices.title })).toBeVisible();
});
