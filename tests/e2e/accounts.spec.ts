import { expect, type Page, test } from '@playwright/test';
import { newCustomer, linkMailedTo, registerByApi, signInOnLoginPage, signOut } from './support/accounts';
import { addBestSellerToCart, box, sentMails } from './support/checkout';
import { origin } from './support/origin';

/** Customer accounts as a person uses them: registration, a forgotten password, settings, company application. */
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);
});

/** No part of the page is wider than the screen (a 375 px phone scrolls only down). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('registration', () => {
  test('a visitor registers with the cart kept, orders as the new customer, and cannot register twice', async ({
    page,
  }) => {
    const customer = newCustomer('Jana');
    const product = await addBestSellerToCart(page);
    await page.goto('/registrace');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrácia' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Registrácia' });

    await form.getByRole('button', { name: 'Zaregistrovať sa' }).click();
    await expect(form.getByText('Toto pole je povinné.').first()).toBeVisible();
    await expect(
      form.getByText('Bez súhlasu s obchodnými podmienkami vám účet nemôžeme založiť.'),
    ).toBeVisible();

    const password = form.getByLabel('Heslo', { exact: true });
    const lengthRule = form.locator('[data-rule="length"]');
    const commonRule = form.locator('[data-rule="notCommon"]');
    await password.fill('abc');
    await expect(lengthRule).toHaveAttribute('data-met', 'false');
    await password.fill('password123');
    await expect(lengthRule).toHaveAttribute('data-met', 'true');
    await expect(commonRule).toHaveAttribute('data-met', 'false');
    await form.getByRole('button', { name: 'Zaregistrovať sa' }).click();
    await expect(form.getByText('Toto heslo patrí medzi najčastejšie používané. Zvoľte iné.')).toBeVisible();

    await form.getByLabel('Meno').fill(customer.firstname);
    await form.getByLabel('Priezvisko').fill(customer.lastname);
    await form.getByLabel('E-mail', { exact: true }).fill(customer.email);
    await form.getByLabel('Telefón').fill(customer.phone);
    await password.fill(customer.password);
    await expect(commonRule).toHaveAttribute('data-met', 'true');
    await expect(form.getByRole('link', { name: 'obchodnými podmienkami' })).toHaveAttribute(
      'href',
      '/obchodne-podmienky',
    );
    await form.getByLabel('Chcem dostávať novinky a akcie e-mailom').check();
    await form.getByLabel(/Súhlasím s obchodnými podmienkami/).check();
    await form.getByRole('button', { name: 'Zaregistrovať sa' }).click();

    await expect(page).toHaveURL(`${origin()}/`);
    await expect(page.getByRole('button', { name: customer.firstname })).toBeVisible();
    const welcome = await linkMailedTo(customer.email, 'Vitajte v Horeca Shop', /http\S+nastaveni-uctu/);
    expect(welcome).toBe(`${origin()}/uzivatel/nastaveni-uctu`);

    // The visitor's cart became the customer's; the order goes out under the new account.
    await page.goto('/objednavka');
    await expect(page.getByTestId('cart-line')).toContainText(product);
    await box(page, /Doprava/)
      .getByLabel(/Kuriér na adresu/)
      .click();
    await box(page, /Platba/)
      .getByLabel(/Dobierka/)
      .click();
    const data = box(page, /Fakturačné a dodacie údaje/);
    await data.getByLabel('Meno').fill(customer.firstname);
    await data.getByLabel('Priezvisko').fill(customer.lastname);
    await data.getByLabel('E-mail').fill(customer.email);
    await data.getByLabel('Telefón').fill(customer.phone);
    await data.getByLabel('Ulica a číslo').fill('Hlavná 5');
    await data.getByLabel('Mesto').fill('Trnava');
    await data.getByLabel('PSČ').fill('917 01');
    await data.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
    await expect(data.getByTestId('customer-data-summary')).toContainText('Hlavná 5');
    const summary = page.getByTestId('order-summary');
    await summary.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
    await summary.getByTestId('submit-order').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ďakujeme za vašu objednávku' })).toBeVisible();
    await expect
      .poll(async () => (await sentMails('Potvrdenie objednávky')).some((m) => m.to.includes(customer.email)))
      .toBe(true);

    // The newsletter chosen at registration can be left from the e-mailed link.
    const unsubscribe = await linkMailedTo(
      customer.email,
      'na odber noviniek',
      /http\S+email-odhlasit\?token=[\w-]+/,
    );
    await page.goto(unsubscribe);
    await expect(page.getByRole('heading', { level: 1, name: 'Odhlásenie z odberu noviniek' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`Adresu ${customer.email} sme odhlásili`);

    await signOut(page, customer.firstname);
    await page.goto('/registrace');
    await form.getByLabel('Meno').fill('Iná');
    await form.getByLabel('Priezvisko').fill('Osoba');
    await form.getByLabel('E-mail', { exact: true }).fill(customer.email.toUpperCase());
    await form.getByLabel('Telefón').fill(customer.phone);
    await password.fill('Iine-heslo-123');
    await form.getByLabel(/Súhlasím s obchodnými podmienkami/).check();
    await form.getByRole('button', { name: 'Zaregistrovať sa' }).click();
    const taken = form.getByRole('alert').filter({ hasText: 'Účet s týmto e-mailom už existuje.' });
    await expect(taken).toBeVisible();
    await expect(taken.getByRole('link', { name: 'Prihláste sa' })).toHaveAttribute('href', '/login');
    await expect(taken.getByRole('link', { name: 'obnovte heslo' })).toHaveAttribute(
      'href',
      '/uzivatel/obnova-hesla',
    );
  });

  test('an unknown unsubscribe link is explained', async ({ page }) => {
    await page.goto('/email-odhlasit?token=neznamy-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Odkaz nie je platný' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Kontakt' })).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test('the e-mailed link sets a new password once; the new one signs in, the old one not', async ({
    page,
    context,
    baseURL,
  }) => {
    const customer = newCustomer('Eva');
    await registerByApi(page, baseURL!, customer);
    await context.clearCookies();
    await context.addCookies([{ name: 'lms', value: '1', url: origin() }]);

    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Zabudli ste heslo?' }).click();
    await expect(page).toHaveURL(/\/uzivatel\/obnova-hesla$/);
    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByRole('button', { name: 'Poslať odkaz' }).click();
    await expect(page.getByRole('status')).toContainText(`Ak k adrese ${customer.email} patrí účet`);

    const link = await linkMailedTo(
      customer.email,
      'Obnova hesla',
      /http\S+obnova-hesla-nastavenie\?token=[\w-]{43}/,
    );
    expect(link.startsWith(`${origin()}/uzivatel/obnova-hesla-nastavenie?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavte si nové heslo' })).toBeVisible();
    const newPassword = page.getByLabel('Nové heslo', { exact: true });
    await newPassword.fill('qwertyuiop');
    await page.getByRole('button', { name: 'Uložiť nové heslo' }).click();
    await expect(page.getByText('Toto heslo patrí medzi najčastejšie používané. Zvoľte iné.')).toBeVisible();
    await newPassword.fill('Novy-cajovy-hrncek-3');
    await page.getByRole('button', { name: 'Uložiť nové heslo' }).click();
    await expect(page).toHaveURL(`${origin()}/`);
    await expect(page.getByRole('button', { name: customer.firstname })).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'Odkaz už neplatí' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Požiadať o nový odkaz' })).toHaveAttribute(
      'href',
      '/uzivatel/obnova-hesla',
    );

    await page.goto('/');
    await signOut(page, customer.firstname);
    await signInOnLoginPage(page, customer.email, customer.password);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Prihlásenie sa nepodarilo. Skontrolujte e-mail a heslo.',
    );
    await signInOnLoginPage(page, customer.email, 'Novy-cajovy-hrncek-3');
    await expect(page.getByRole('button', { name: customer.firstname })).toBeVisible();
  });

  test('the pages speak English under /en', async ({ page }) => {
    await page.goto('/en/user/lost-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible();
    await page.goto('/en/user/reset-password-settings?token=abc');
    await expect(page.getByRole('heading', { level: 2, name: 'This link no longer works' })).toBeVisible();
    await page.goto('/cs/registrace');
    await expect(page.getByRole('button', { name: 'Zaregistrovat se' })).toBeVisible();
  });
});

test.describe('account settings', () => {
  test('an anonymous visitor is sent to sign in first', async ({ page }) => {
    await page.goto('/uzivatel/nastaveni-uctu');
    await expect(page).toHaveURL(/\/login\?next=%2Fuzivatel%2Fnastaveni-uctu$/);
  });

  test('details, preferences, addresses and the password are kept', async ({ page, baseURL }) => {
    const customer = newCustomer('Marta');
    await registerByApi(page, baseURL!, customer);
    await page.goto('/');
    await page.getByRole('button', { name: customer.firstname }).click();
    await page.getByRole('link', { name: 'Nastavenia účtu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavenia účtu' })).toBeVisible();

    const profile = page.getByRole('form', { name: 'Osobné údaje' });
    await expect(profile.getByLabel('E-mail (prihlasovací)')).toHaveValue(customer.email);
    await profile.getByLabel('Meno').fill('Martina');
    await profile.getByLabel('Telefón').fill('+421 911 222 333');
    await profile.getByLabel('Odoberať novinky a akcie e-mailom').check();
    await profile.getByLabel('Zobrazovať ceny bez DPH').check();
    await profile.getByRole('button', { name: 'Uložiť zmeny' }).click();
    await expect(page.getByText('Zmeny sú uložené.')).toBeVisible();
    await page.reload();
    await expect(profile.getByLabel('Meno')).toHaveValue('Martina');
    await expect(profile.getByLabel('Telefón')).toHaveValue('+421 911 222 333');
    await expect(profile.getByLabel('Odoberať novinky a akcie e-mailom')).toBeChecked();
    await expect(profile.getByLabel('Zobrazovať ceny bez DPH')).toBeChecked();
    await page.getByRole('button', { name: 'Martina' }).click();
    await expect(page.locator('#account-menu').getByText('Ceny zobrazujeme bez DPH.')).toBeVisible();
    await page.getByRole('button', { name: 'Martina' }).click();

    const addresses = page.getByRole('list', { name: 'Uložené adresy' });
    await expect(page.getByText('Zatiaľ nemáte uloženú žiadnu adresu.')).toBeVisible();
    await page.getByRole('button', { name: 'Pridať adresu' }).click();
    const newAddress = page.getByRole('form', { name: 'Nová adresa' });
    await expect(newAddress.getByLabel('Meno')).toHaveValue('Martina');
    await newAddress.getByLabel('Ulica a číslo').fill('Obchodná 7');
    await newAddress.getByLabel('Mesto').fill('Bratislava');
    await newAddress.getByLabel('PSČ').fill('811 06');
    await newAddress.getByLabel('Krajina').selectOption('SK');
    await newAddress.getByRole('button', { name: 'Uložiť adresu' }).click();
    await expect(addresses.getByTestId('saved-address')).toHaveCount(1);
    await expect(addresses).toContainText('Obchodná 7');
    await page.getByRole('button', { name: 'Pridať adresu' }).click();
    await newAddress.getByLabel('Fakturačná adresa').uncheck();
    await newAddress.getByLabel('Ulica a číslo').fill('Skladová 1');
    await newAddress.getByLabel('Mesto').fill('Senec');
    await newAddress.getByLabel('PSČ').fill('903 01');
    await newAddress.getByRole('button', { name: 'Uložiť adresu' }).click();
    await expect(addresses.getByTestId('saved-address')).toHaveCount(2);

    await page.reload();
    await addresses.getByRole('button', { name: /Upraviť adresu .*Obchodná 7/ }).click();
    const edit = page.getByRole('form', { name: 'Úprava adresy' });
    await edit.getByLabel('Ulica a číslo').fill('Obchodná 9');
    await edit.getByRole('button', { name: 'Uložiť adresu' }).click();
    await expect(addresses).toContainText('Obchodná 9');
    await addresses.getByRole('button', { name: /Odstrániť adresu .*Skladová 1/ }).click();
    await addresses.getByRole('alertdialog').getByRole('button', { name: 'Odstrániť' }).click();
    await expect(addresses.getByTestId('saved-address')).toHaveCount(1);
    await page.reload();
    await expect(addresses.getByTestId('saved-address')).toHaveCount(1);
    await expect(addresses).toContainText('Obchodná 9');

    const passwordForm = page.getByRole('form', { name: 'Zmena hesla' });
    await passwordForm.getByLabel('Súčasné heslo').fill('Zle-heslo-999');
    await passwordForm.getByLabel('Nové heslo', { exact: true }).fill('Nove-heslo-marty-4');
    await passwordForm.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expect(passwordForm.getByText('Súčasné heslo nie je správne.')).toBeVisible();
    await passwordForm.getByLabel('Súčasné heslo').fill(customer.password);
    await passwordForm.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expect(
      page.getByText('Heslo je zmenené. Na ostatných zariadeniach sme vás odhlásili.'),
    ).toBeVisible();

    // The order page offers the saved address.
    await addBestSellerToCart(page);
    await page.goto('/objednavka');
    await box(page, /Doprava/)
      .getByLabel(/Kuriér na adresu/)
      .click();
    await box(page, /Platba/)
      .getByLabel(/Dobierka/)
      .click();
    const saved = box(page, /Fakturačné a dodacie údaje/).getByLabel('Uložená fakturačná adresa');
    await expect(saved.locator('option', { hasText: 'Obchodná 9' })).toHaveCount(1);

    await signOut(page, 'Martina');
    await signInOnLoginPage(page, customer.email, 'Nove-heslo-marty-4');
    await expect(page.getByRole('button', { name: 'Martina' })).toBeVisible();
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a company applies to become a partner and sees the confirmation', async ({ page }) => {
    await page.goto('/pro-firmy');
    await expect(page.getByRole('heading', { level: 1, name: 'Pre firmy' })).toBeVisible();
    await expect(page.locator('[data-benefit="discount"]')).toContainText('Zľava 5 % na prvé nákupy');
    await expectNoSidewaysScroll(page);
    const form = page.getByRole('form', { name: 'Žiadosť o partnerský účet' });
    await form.getByRole('button', { name: 'Odoslať žiadosť' }).click();
    await expect(form.getByText('Toto pole je povinné.').first()).toBeVisible();

    const email = `firma.${Date.now()}@example.com`;
    await form.getByLabel('Názov firmy').fill('Penzión Pod Lipou s.r.o.');
    await form.getByLabel('IČO').fill('27082441');
    await form.getByLabel('DIČ / IČ DPH (nepovinné)').fill('SK2020123456');
    await form.getByLabel('Typ prevádzky').selectOption('hotel');
    await form.getByLabel('Ulica a číslo').fill('Lipová 3');
    await form.getByLabel('Mesto').fill('Brno');
    await form.getByLabel('PSČ').fill('602 00');
    await form.getByLabel('Meno').fill('Ivan');
    await form.getByLabel('Priezvisko').fill('Lipa');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Telefón').fill('+420 602 333 444');
    await form.getByRole('button', { name: 'Odoslať žiadosť' }).click();
    await expect(form.getByText('Toto IČO nie je platné (nesedí kontrolná číslica).')).toBeVisible();
    await expect(form.getByText(/DIČ zadajte v tvare CZ/)).toBeVisible();
    await form.getByLabel('IČO').fill('27082440');
    await form.getByLabel('DIČ / IČ DPH (nepovinné)').fill('CZ27082440');
    await form.getByLabel('Sme platcom DPH').check();
    await expectNoSidewaysScroll(page);
    await form.getByRole('button', { name: 'Odoslať žiadosť' }).click();

    const done = page.getByRole('status').filter({ hasText: 'Ďakujeme, žiadosť sme prijali' });
    await expect(done).toBeVisible();
    await expect(done).toContainText(
      `Penzión Pod Lipou s.r.o. čaká na schválenie. Potvrdenie sme poslali na ${email}.`,
    );
    await expect
      .poll(async () =>
        (await sentMails('Prijali sme vašu žiadosť o partnerstvo')).some((m) => m.to.includes(email)),
      )
      .toBe(true);
  });

  test('the registration and settings pages fit the screen', async ({ page, baseURL }) => {
    await page.goto('/registrace');
    await expect(page.getByRole('button', { name: 'Zaregistrovať sa' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await registerByApi(page, baseURL!, newCustomer('Olga'));
    await page.goto('/uzivatel/nastaveni-uctu');
    await page.getByRole('button', { name: 'Pridať adresu' }).click();
    await expect(page.getByRole('form', { name: 'Nová adresa' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
