import { expect, type Page } from '@playwright/test';
import { sentMails } from './checkout';

export interface TestCustomer {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  phone: string;
}

let counter = 0;

/** A customer no other test uses: an e-mail of its own, since the tests share one server. */
export function newCustomer(name: string): TestCustomer {
  counter += 1;
  return {
    firstname: name,
    lastname: 'Testovacia',
    email: `${name.toLowerCase()}.${Date.now()}.${counter}@example.com`,
    password: 'Cajova-konvica-58',
    phone: '+421 905 111 222',
  };
}

/** Registers through the API (as the form does); the browser context is then signed in as the customer. */
export async function registerByApi(page: Page, baseURL: string, customer: TestCustomer): Promise<void> {
  const response = await page.request.post('/api/auth/register', {
    headers: { 'x-channel-id': 'cz', 'x-user-locale': 'sk', origin: baseURL },
    data: { ...customer, newsletter: false, terms_accepted: true },
  });
  expect(response.status()).toBe(201);
}

/** Signs in on the /login page and waits for the account button with the first name. */
export async function signInOnLoginPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('main').getByRole('form', { name: 'Prihlásenie' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Heslo', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
}

/** Signs out through the account menu (spec §2: home and refresh). */
export async function signOut(page: Page, firstname: string): Promise<void> {
  await page.getByRole('button', { name: firstname }).click();
  // Logout loads the home page anew; waiting for that load keeps the test's next navigation from racing it.
  const homeLoaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Odhlásiť sa' }).click();
  await homeLoaded;
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('button', { name: 'Prihlásenie' })).toBeVisible();
}

/** The first link of the last e-mail to `to` whose subject names `subject`. */
export async function linkMailedTo(to: string, subject: string, pattern: RegExp): Promise<string> {
  await expect
    .poll(async () => (await sentMails(subject)).filter((mail) => mail.to.includes(to)).length)
    .toBeGreaterThan(0);
  const mail = (await sentMails(subject)).filter((candidate) => candidate.to.includes(to)).at(-1)!;
  const link = pattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link like ${pattern} in "${subject}" to ${to}`);
  return link;
}
