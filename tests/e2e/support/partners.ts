import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { linkMailedTo } from './accounts';
import { origin } from './origin';

let counter = 0;

/** A company applying through the `/pro-firmy` form's API, with a name and e-mail no other test uses. */
export async function companyApplies(request: APIRequestContext, firstname: string) {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  const applicant = {
    company_name: `Bistro ${firstname} ${stamp} s.r.o.`,
    email: `${firstname.toLowerCase()}.${stamp}@example.com`,
    firstname,
  };
  const response = await request.post('/api/company-registration', {
    headers: { 'x-channel-id': 'cz', 'x-user-locale': 'sk', origin: origin() },
    data: {
      company_name: applicant.company_name,
      company_id: '27082440',
      vat_id: 'CZ27082440',
      is_vat_payer: true,
      street: 'Mostecká 4',
      city: 'Praha',
      zip: '118 00',
      country: 'CZ',
      firstname,
      lastname: 'Partnerová',
      email: applicant.email,
      phone: '+420 602 111 222',
      business_type: 'restaurant',
      note: 'Odoberáme hlavne sklo.',
    },
  });
  expect(response.status()).toBe(201);
  return { ...applicant, id: ((await response.json()) as { id: number }).id };
}

const mutation = { 'x-channel-id': 'cz', 'x-user-locale': 'sk', origin: origin() };

/**
 * A partner of its own for a test (the seeded customers belong to other tests): the company applies, the
 * dealer signed in on `dealerPage` approves it through the API, and the partner sets a password from the
 * e-mail in a browser of their own, which stays signed in.
 */
export async function newPartner(browser: Browser, dealerPage: Page, firstname: string) {
  const applicant = await companyApplies(dealerPage.request, firstname);
  const approved = await dealerPage.request.post(
    `/api/admin/registrace-b2b-formular/${applicant.id}/approve`,
    {
      headers: mutation,
    },
  );
  expect(approved.status()).toBe(200);
  const link = await linkMailedTo(
    applicant.email,
    'Váš partnerský účet je schválený',
    /http\S+obnova-hesla-nastavenie\?token=[\w-]{43}/,
  );
  const context = await browser.newContext({ locale: 'sk-SK' });
  await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
  const page = await context.newPage();
  const reset = await page.request.post(`${origin()}/api/auth/password-reset`, {
    headers: mutation,
    data: { token: new URL(link).searchParams.get('token'), password: 'Partnersky-tanier-12' },
  });
  expect(reset.status()).toBe(200);
  return { ...applicant, page, context };
}
