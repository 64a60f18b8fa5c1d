import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { linkMailedTo, signInOnLoginPage, signOut } from './support/accounts';
import { adminRow, openAdminPage, signInByApi } from './support/admin';
import { sentMails } from './support/checkout';
import { origin } from './support/origin';

/** The dealer's customer pages: company registrations, customers, B2B accounts; the superadmin's users. */

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
});

let counter = 0;

/** A company applying through the `/pro-firmy` form's API, with a name and e-mail no other test uses. */
async function companyApplies(request: APIRequestContext, firstname: string) {
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
  return applicant;
}

async function openRegistration(page: Page, company: string) {
  await openAdminPage(page, 'registrace-b2b-formular', 'Registrácie B2B');
  await page
    .getByRole('navigation', { name: 'Filter: Stav' })
    .getByRole('link', { name: 'Čakajú na schválenie' })
    .click();
  await expect(page).toHaveURL(/state=pending/);
  await page.getByRole('searchbox').fill(company);
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(adminRow(page, company)).toHaveCount(1);
  await adminRow(page, company)
    .getByRole('link', { name: `Detail registrácie ${company}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Registrácia: ${company}` })).toBeVisible();
}

test.describe('company registrations (registrace-b2b-formular)', () => {
  test('the dealer approves a registration; the new partner sets a password from the e-mail and signs in', async ({
    page,
    context,
  }) => {
    const applicant = await companyApplies(page.request, 'Zuzana');
    await signInByApi(page, 'dealer');
    await openRegistration(page, applicant.company_name);
    await expect(page.getByText('Odoberáme hlavne sklo.')).toBeVisible();
    await expect(page.getByText(applicant.email)).toBeVisible();

    await page.getByRole('button', { name: 'Schváliť' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schváliť' });
    await expect(dialog).toContainText(applicant.email);
    await dialog.getByRole('button', { name: 'Potvrdiť' }).click();
    await expect(page.getByText('Registrácia schválená, zákazník je vytvorený.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Otvoriť zákazníka #\d+/ })).toBeVisible();
    await expect(page.getByText('obchodnik@horeca-shop.localhost').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schváliť' })).toHaveCount(0);

    await context.clearCookies();
    await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
    const link = await linkMailedTo(
      applicant.email,
      'Váš partnerský účet je schválený',
      /http\S+obnova-hesla-nastavenie\?token=[\w-]{43}/,
    );
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavte si nové heslo' })).toBeVisible();
    await page.getByLabel('Nové heslo', { exact: true }).fill('Partnersky-pohar-41');
    await page.getByRole('button', { name: 'Uložiť nové heslo' }).click();
    await expect(page.getByRole('button', { name: applicant.firstname })).toBeVisible();

    await signOut(page, applicant.firstname);
    await signInOnLoginPage(page, applicant.email, 'Partnersky-pohar-41');
    await expect(page.getByRole('button', { name: applicant.firstname })).toBeVisible();
    await page.goto('/b2b/faktury');
    await expect(page.getByText(`Zákazník: ${applicant.company_name}`)).toBeVisible();
  });

  test('the dealer rejects a registration with a reason, which the applicant is e-mailed; on a phone the list fits', async ({
    page,
  }) => {
    const applicant = await companyApplies(page.request, 'Ivana');
    await signInByApi(page, 'dealer');
    await openRegistration(page, applicant.company_name);

    const form = page.getByRole('form', { name: 'Zamietnuť registráciu' });
    await form.getByRole('button', { name: 'Zamietnuť' }).click();
    await expect(form.getByRole('alert')).toHaveText('Toto pole je povinné.');
    await form
      .getByLabel('Dôvod (pošleme ho žiadateľovi e-mailom)')
      .fill('Na vašu adresu zatiaľ nedoručujeme.');
    await form.getByRole('button', { name: 'Zamietnuť' }).click();
    await expect(page.getByText('Registrácia zamietnutá, žiadateľ dostane e-mail.')).toBeVisible();
    await expect(page.getByText('Na vašu adresu zatiaľ nedoručujeme.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Zamietnuť registráciu' })).toHaveCount(0);

    await expect
      .poll(
        async () =>
          (await sentMails('Vaša žiadosť o partnerstvo')).filter((mail) => mail.to.includes(applicant.email))
            .length,
      )
      .toBe(1);
    const [mail] = (await sentMails('Vaša žiadosť o partnerstvo')).filter((candidate) =>
      candidate.to.includes(applicant.email),
    );
    expect(mail!.text).toContain('Dôvod: Na vašu adresu zatiaľ nedoručujeme.');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/registrace-b2b-formular?state=rejected');
    await expect(adminRow(page, applicant.company_name)).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
