import { expect, type Page, test } from '@playwright/test';
import { linkMailedTo, newCustomer, registerByApi, signInOnLoginPage, signOut } from './support/accounts';
import { adminRow, openAdminPage, searchAdminList, signInByApi } from './support/admin';
import { e2eQuickOrderCodes, sentMails } from './support/checkout';
import { origin } from './support/origin';
import { companyApplies, newPartner } from './support/partners';

/** The dealer's customer pages: company registrations, customers, B2B accounts; the superadmin's users. */

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
});

const mutation = { 'x-channel-id': 'cz', 'x-user-locale': 'sk', origin: origin() };

async function openRegistration(page: Page, company: string) {
  await openAdminPage(page, 'registrace-b2b-formular', 'Registrácie B2B');
  await page
    .getByRole('navigation', { name: 'Filter: Stav' })
    .getByRole('link', { name: 'Čakajú na schválenie' })
    .click();
  await expect(page).toHaveURL(/state=pending/);
  await searchAdminList(page, company);
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
    // The account menu closes when the page goes home, so the sign-out waits for home.
    await expect(page).toHaveURL(`${origin()}/`);
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

test.describe('customers (zakaznici)', () => {
  test('the dealer gives a customer an individual price and a recommended item the partner sees, then blocks it', async ({
    page,
    browser,
  }) => {
    await signInByApi(page, 'dealer');
    const partner = await newPartner(browser, page, 'Marta');
    const [code] = e2eQuickOrderCodes();

    await openAdminPage(page, 'zakaznici', 'Zákazníci');
    await searchAdminList(page, partner.company_name);
    await expect(adminRow(page, partner.company_name)).toHaveCount(1);
    await adminRow(page, partner.company_name).getByRole('link', { name: partner.company_name }).click();
    await expect(page.getByRole('heading', { level: 1, name: partner.company_name })).toBeVisible();
    await expect(page.getByTestId('customer-address')).toContainText('Mostecká 4');
    await expect(page.getByLabel('Obchodník')).toHaveValue(/\d+/);

    const priceForm = page.getByRole('form', { name: 'Nastaviť cenu' });
    await priceForm.getByLabel('Kód variantu').fill(code!);
    await priceForm.getByLabel('Cena bez DPH').fill('abc');
    await priceForm.getByRole('button', { name: 'Nastaviť cenu' }).click();
    await expect(priceForm.getByRole('alert')).toHaveText('Toto pole je povinné.');
    await priceForm.getByLabel('Cena bez DPH').fill('12,34');
    await priceForm.getByRole('button', { name: 'Nastaviť cenu' }).click();
    await expect(page.getByTestId('customer-price')).toContainText('12,34 Kč');

    const recommendedForm = page.getByRole('form', { name: 'Pridať do sortimentu' });
    await recommendedForm.getByLabel('Kód variantu').fill(code!);
    await recommendedForm.getByLabel('Odporúčané množstvo').fill('3');
    await recommendedForm.getByRole('button', { name: 'Pridať do sortimentu' }).click();
    await expect(page.getByTestId('customer-recommended')).toContainText(code!);

    // The partner's 14-day discount (a new partner is inside the window) applies on top of the price.
    const company = await partner.page.request.get(`${origin()}/api/b2b/company`, { headers: mutation });
    expect(company.status()).toBe(200);
    const { terms } = (await company.json()) as {
      terms: { discount_percentage: number; partner_discount: { percentage: number } | null };
    };
    expect(terms.discount_percentage).toBe(0);
    const discount = terms.partner_discount;
    const net = Math.round((1234 * (100 - (discount?.percentage ?? 0))) / 100);
    const shown = `${Math.floor(net / 100)},${String(net % 100).padStart(2, '0')} Kč`;
    await partner.page.goto(`${origin()}/b2b/doporuceny-sortiment`);
    const line = partner.page
      .getByRole('region', { name: 'Odporúča váš obchodník' })
      .getByTestId('assortment-line')
      .filter({ hasText: code! });
    await expect(line).toContainText(shown);

    await page.getByLabel('Zablokovaný').check();
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/admin/zakaznici/') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Uložiť' }).click();
    expect((await saved).status()).toBe(200);
    await partner.page.goto(`${origin()}/b2b/faktury`);
    await expect(partner.page).toHaveURL(/\/b2b\/zablokovany-ucet$/);
    await partner.context.close();

    await page.goto('/admin/zakaznici?blocked=yes');
    await expect(page.getByRole('link', { name: 'Zablokovaný', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(adminRow(page, partner.company_name)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test.describe('B2B accounts (b2b-ucty)', () => {
  test('the dealer adds a colleague to a partner, keeps an admin, promotes and removes the colleague', async ({
    page,
    browser,
  }) => {
    await signInByApi(page, 'dealer');
    const partner = await newPartner(browser, page, 'Hana');
    await partner.context.close();
    await page.goto('/admin/zakaznici');
    await searchAdminList(page, partner.company_name);
    await adminRow(page, partner.company_name).getByRole('link', { name: partner.company_name }).click();
    await page.getByRole('link', { name: 'Spravovať B2B účty zákazníka' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `B2B účty – ${partner.company_name}` }),
    ).toBeVisible();
    await expect(page.getByTestId('admin-row')).toHaveCount(1);

    const colleague = `kolega.${Date.now()}@example.com`;
    const form = page.getByRole('form', { name: `Pridať používateľa k zákazníkovi ${partner.company_name}` });
    await form.getByLabel('E-mail').fill('kolega@');
    await form.getByRole('button', { name: 'Pridať' }).click();
    await expect(form.getByRole('alert')).toHaveText('Zadajte platnú e-mailovú adresu.');
    await form.getByLabel('E-mail').fill(colleague);
    await form.getByLabel('Meno (pre nový účet)').fill('Karol');
    await form.getByRole('button', { name: 'Pridať' }).click();
    await expect(page.getByText('Používateľ pridaný, poslali sme mu e-mail.')).toBeVisible();
    await expect(adminRow(page, colleague)).toBeVisible();
    await linkMailedTo(colleague, 'firemnímu účtu', /http\S+obnova-hesla-nastavenie\?token=[\w-]{43}/);

    await adminRow(page, partner.email)
      .getByLabel(`Typ účtu ${partner.email}`)
      .selectOption('CUSTOMER_MANAGER');
    await expect(
      page.getByText(
        'Firemný účet musí mať aspoň jedného administrátora. Najprv urobte administrátorom niekoho iného.',
      ),
    ).toBeVisible();
    await expect(adminRow(page, partner.email).getByLabel(`Typ účtu ${partner.email}`)).toHaveValue(
      'CUSTOMER_ADMIN',
    );

    await adminRow(page, colleague).getByLabel(`Typ účtu ${colleague}`).selectOption('CUSTOMER_ADMIN');
    await expect(page.getByText('Uložené.')).toBeVisible();
    await page.goto(page.url() + '&type=CUSTOMER_ADMIN');
    await expect(page.getByTestId('admin-row')).toHaveCount(2);

    await adminRow(page, colleague).getByRole('button', { name: 'Odobrať' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Potvrdiť' }).click();
    await expect(page.getByText('Prístup odobratý.')).toBeVisible();
    await expect(adminRow(page, colleague)).toHaveCount(0);
    await expect(adminRow(page, partner.email)).toHaveCount(1);
  });
});

test.describe('users (uzivatele)', () => {
  test('the superadmin blocks a user, who is signed out at once, then unblocks them, grants a role and sends a reset e-mail', async ({
    page,
    browser,
  }) => {
    const user = newCustomer('Bohuslav');
    const userContext = await browser.newContext({ locale: 'sk-SK' });
    await userContext.addCookies([{ name: 'lms', value: '1', url: origin() }]);
    const userPage = await userContext.newPage();
    await registerByApi(userPage, origin(), user);
    await userPage.goto(`${origin()}/`);
    await expect(userPage.getByRole('button', { name: user.firstname })).toBeVisible();

    await signInByApi(page, 'superadmin');
    await openAdminPage(page, 'uzivatele', 'Používatelia');
    await page.getByRole('searchbox').fill(user.email);
    await page.getByRole('button', { name: 'Hľadať' }).click();
    await adminRow(page, user.email).getByRole('link', { name: user.email }).click();
    await expect(page.getByRole('heading', { level: 1, name: user.email })).toBeVisible();

    const access = page.getByRole('form', { name: 'Roly a prístup' });
    await access.getByLabel('Aktívny účet – môže sa prihlásiť').uncheck();
    await access.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Uložené.')).toBeVisible();
    await userPage.reload();
    await expect(userPage.getByRole('button', { name: 'Prihlásenie' })).toBeVisible();
    await signInOnLoginPage(userPage, user.email, user.password);
    await expect(userPage.getByRole('main').getByRole('alert')).toHaveText(
      'Prihlásenie sa nepodarilo. Skontrolujte e-mail a heslo.',
    );

    await page.getByRole('button', { name: 'Poslať e-mail na obnovu hesla' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Potvrdiť' }).click();
    await expect(page.getByText('Používateľ je zablokovaný – najprv ho odblokujte.')).toBeVisible();
    await page.keyboard.press('Escape');

    await access.getByLabel('Aktívny účet – môže sa prihlásiť').check();
    await access.getByLabel('Prekladateľ').check();
    // The toast of the first save may still be showing: wait for this save's answer.
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/admin/uzivatele/') && response.request().method() !== 'GET',
    );
    await access.getByRole('button', { name: 'Uložiť' }).click();
    expect((await saved).ok()).toBe(true);
    await page.goto('/admin/uzivatele?role=ROLE_TRANSLATOR');
    await expect(adminRow(page, user.email)).toContainText('Prekladateľ');
    await adminRow(page, user.email).getByRole('link', { name: user.email }).click();
    await page.getByRole('button', { name: 'Poslať e-mail na obnovu hesla' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Potvrdiť' }).click();
    await expect(page.getByText('E-mail na obnovu hesla je na ceste.')).toBeVisible();
    await linkMailedTo(user.email, 'Obnova hesla', /http\S+obnova-hesla-nastavenie\?token=[\w-]{43}/);
    await userContext.close();
  });

  test('the superadmin cannot take away their own superadmin role', async ({ page }) => {
    await signInByApi(page, 'superadmin');
    await page.goto('/admin/uzivatele?q=admin%40horeca-shop.localhost');
    await page.getByRole('link', { name: 'admin@horeca-shop.localhost', exact: true }).click();
    const access = page.getByRole('form', { name: 'Roly a prístup' });
    await access.getByLabel('Superadministrátor').uncheck();
    await access.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Vlastnú rolu superadministrátora si odobrať nemôžete.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Roly a prístup' }).getByLabel('Superadministrátor'),
    ).toBeChecked();
  });
});
