import { expect, type Locator, type Page, test } from '@playwright/test';
import { contacts } from '../../lib/config/contacts';
import cs from '../../messages/cs.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import sk from '../../messages/sk.json' with { type: 'json' };
import { expectTapTargets } from './support/tap-target';

const SCREEN = { width: 375, height: 812 };
const manager = {
  email: 'b2b.manazer@horeca-shop.localhost',
  password: 'B2bManazer-2026!',
  firstname: 'Lucie',
};
// localhost is neither country domain, so the default (Czech) shop's contacts are shown.
const contact = contacts.cz;

type Messages = typeof sk;

interface LocaleCase {
  code: 'sk' | 'cs' | 'en';
  /** The browser's language matches the page, so the language modal does not open by itself. */
  browserLocale: string;
  home: string;
  m: Messages;
  term: string;
  root: string;
  child: { name: string; url: string };
  order: string;
  register: string;
}

/** Per locale: the messages, the home path, and seeded names the assertions need (the seed is deterministic). */
const locales: LocaleCase[] = [
  {
    code: 'sk',
    browserLocale: 'sk-SK',
    home: '/',
    m: sk,
    term: 'tanier',
    root: 'Stolovanie',
    child: { name: 'Taniere', url: '/kategorie/taniere' },
    order: '/objednavka',
    register: '/registrace',
  },
  {
    code: 'cs',
    browserLocale: 'cs-CZ',
    home: '/cs',
    m: cs,
    term: 'talíř',
    root: 'Stolování',
    child: { name: 'Talíře', url: '/cs/kategorie/talire' },
    order: '/cs/objednavka',
    register: '/cs/registrace',
  },
  {
    code: 'en',
    browserLocale: 'en-US',
    home: '/en',
    m: en,
    term: 'plate',
    root: 'Tableware',
    child: { name: 'Plates', url: '/en/category/plates' },
    order: '/en/order',
    register: '/en/registrace',
  },
];

test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

async function expectNoHorizontalOverflow(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity))
    .toBeLessThanOrEqual(SCREEN.width);
}

/** The element is visible and lies within the screen's width (nothing cut off on either side). */
async function expectFitsScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'bounding box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(SCREEN.width);
}

/** The info line is one row of links, left to right, no higher than one link plus its padding. */
async function expectOneLine(line: Locator, links: Locator[]) {
  const lineBox = (await line.boundingBox())!;
  let previousRight = 0;
  for (const link of links) {
    const box = (await link.boundingBox())!;
    expect(box.y, `${link} in the line`).toBeGreaterThanOrEqual(lineBox.y);
    expect(box.y + box.height, `${link} in the line`).toBeLessThanOrEqual(lineBox.y + lineBox.height);
    expect(box.x, `${link} right of its neighbour`).toBeGreaterThanOrEqual(previousRight);
    previousRight = box.x + box.width;
    expect(lineBox.height, 'the info line is one row').toBeLessThan(2 * box.height);
  }
}

/** The header's controls sit left to right in one row, none covering another, all on the screen. */
async function expectHeaderInOneRow(page: Page, m: Messages, accountName: string) {
  const controls = [
    page.getByRole('button', { name: m.MobileMenu.open }),
    page.getByRole('link', { name: m.Header.homeLink }),
    page.getByRole('button', { name: m.Search.open }),
    page.getByRole('button', { name: new RegExp(`^${fill(m.LanguageModal.open, { language: '' })}`) }),
    page.getByRole('button', { name: accountName, exact: true }),
    page.getByTestId('mini-cart'),
  ];
  let previousRight = 0;
  for (const control of controls) {
    await expectFitsScreen(control);
    const box = (await control.boundingBox())!;
    expect(box.x, `${control} starts after its left neighbour`).toBeGreaterThanOrEqual(previousRight);
    previousRight = box.x + box.width;
  }
}

/** The account button is named after the session only once the page is hydrated and the user is known. */
async function waitForInteractiveHeader(page: Page, m: Messages) {
  await expect(page.getByRole('button', { name: m.AccountMenu.login, exact: true })).toBeVisible();
}

for (const locale of locales) {
  const { m, home } = locale;

  test.describe(`on a 375 px phone in ${locale.code}`, () => {
    test.use({ locale: locale.browserLocale });

    test('the header and its menus fit and respond to taps', async ({ page }) => {
      await page.goto(home);
      await waitForInteractiveHeader(page, m);
      await expectNoHorizontalOverflow(page);
      await expectHeaderInOneRow(page, m, m.AccountMenu.login);

      await test.step('the top info line: company link, phone and e-mail', async () => {
        const forCompanies = page.getByRole('link', { name: m.Header.forCompanies });
        await expectFitsScreen(forCompanies);
        await expect(forCompanies).toHaveAttribute(
          'href',
          locale.code === 'sk' ? '/pro-firmy' : `${home}/pro-firmy`,
        );
        const phone = page.getByRole('link', {
          name: fill(m.Header.phoneLine, { phone: contact.b2c.phone }),
        });
        await expectFitsScreen(phone);
        await expect(phone).toHaveAttribute('href', `tel:${contact.b2c.phoneHref}`);
        const email = page.getByRole('link', { name: contact.b2c.email });
        await expectFitsScreen(email);
        await expect(email).toHaveAttribute('href', `mailto:${contact.b2c.email}`);
        await expectOneLine(page.getByTestId('info-line'), [forCompanies, phone, email]);
        await expectTapTargets(page.getByTestId('info-line').getByRole('link'));
      });

      const logo = page.getByRole('link', { name: m.Header.homeLink });
      await expectFitsScreen(logo);
      await expect(logo).toHaveAttribute('href', home);

      await test.step('the mini cart shows its empty label and leads to the order page', async () => {
        const miniCart = page.getByRole('link', { name: m.MiniCart.labelEmpty });
        await expectFitsScreen(miniCart);
        await expect(miniCart).toHaveAttribute('href', locale.order);
      });

      await test.step('the language switch opens the language/country modal', async () => {
        const languageName = m.LanguageModal.language[locale.code];
        await page
          .getByRole('button', { name: fill(m.LanguageModal.open, { language: languageName }) })
          .tap();
        const dialog = page.getByRole('dialog', { name: m.LanguageModal.titleLanguage });
        await expectFitsScreen(dialog);
        await expect(dialog.getByRole('button', { name: languageName })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expectFitsScreen(dialog.getByRole('button', { name: /sk\.localhost/ }));
        expect((await dialog.boundingBox())!.height).toBeLessThanOrEqual(SCREEN.height);
        await dialog.getByRole('button', { name: m.Modal.close }).tap();
        await expect(dialog).toBeHidden();
      });

      await test.step('the account menu opens on tap with a usable login form', async () => {
        const account = page.getByRole('button', { name: m.AccountMenu.login, exact: true });
        await account.tap();
        const form = page.getByRole('form', { name: m.Login.title });
        await expectFitsScreen(form);
        await form.getByLabel(m.Login.email).fill('zakaznik@');
        await form.getByRole('button', { name: m.Login.submit }).tap();
        await expect(form.getByText(m.Validation.email)).toBeVisible();
        await expect(form.getByText(m.Validation.required)).toBeVisible();
        await expect(form.getByLabel(m.Login.email)).toHaveValue('zakaznik@');
        for (const name of [m.AccountMenu.lostPassword, m.AccountMenu.register, m.AccountMenu.forCompanies]) {
          await expectFitsScreen(page.getByRole('link', { name, exact: true }));
        }
        await expectNoHorizontalOverflow(page);
        // A followed link closes the menu: the header outlives the navigation.
        await page.getByRole('link', { name: m.AccountMenu.register, exact: true }).tap();
        await expect(page).toHaveURL(locale.register);
        await expect(form).toBeHidden();
        await expect(account).toHaveAttribute('aria-expanded', 'false');
      });

      await test.step('the mobile search opens full screen and suggests products', async () => {
        await page.getByRole('button', { name: m.Search.open }).tap();
        const dialog = page.getByRole('dialog', { name: m.Search.title });
        const box = await dialog.boundingBox();
        expect(box).toEqual({ x: 0, y: 0, ...SCREEN });
        const input = dialog.getByRole('combobox', { name: m.Search.label });
        await expect(input).toBeFocused();
        await expect(dialog.getByRole('status')).toHaveText(m.Search.tooShort);
        await input.fill(locale.term);
        const products = dialog.getByRole('group', { name: m.Search.products }).getByRole('option');
        await expect(products.first()).toContainText(new RegExp(locale.term, 'i'));
        await expectFitsScreen(products.first());
        await expectFitsScreen(dialog.getByRole('option', { name: m.Search.moreResults }));
        await dialog.getByRole('button', { name: m.Search.close }).tap();
        await expect(dialog).toBeHidden();
      });

      await test.step('the hamburger opens the menu; a tap expands a category, a link navigates', async () => {
        await page.getByRole('button', { name: m.MobileMenu.open }).tap();
        const menu = page.getByRole('navigation', { name: m.MobileMenu.label });
        await expectFitsScreen(menu);
        // The close button stays on screen while the menu is open.
        await expect(page.getByRole('button', { name: m.MobileMenu.close })).toBeInViewport();
        await expect(menu.getByRole('link', { name: locale.root, exact: true })).toBeVisible();
        const child = menu.getByRole('link', { name: locale.child.name, exact: true });
        await expect(child).toBeHidden();
        await menu.getByRole('button', { name: fill(m.MobileMenu.expand, { name: locale.root }) }).tap();
        await expect(
          menu.getByRole('button', { name: fill(m.MobileMenu.collapse, { name: locale.root }) }),
        ).toHaveAttribute('aria-expanded', 'true');
        await expectFitsScreen(child);
        await expectNoHorizontalOverflow(page);
        await child.tap();
        await expect(page).toHaveURL(locale.child.url);
        await expect(menu).toBeHidden();
        await expect(page.getByRole('button', { name: m.MobileMenu.open })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      });

      await test.step('the logo leads home', async () => {
        await logo.tap();
        await expect(page).toHaveURL(home);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Home.title);
      });
    });

    test('the footer, the newsletter modal and its toast fit', async ({ page }) => {
      await page.goto(home);
      await waitForInteractiveHeader(page, m);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const f = m.Footer;
      for (const name of [
        f.delivery,
        f.terms,
        f.returns,
        f.returnForm,
        f.privacy,
        f.about,
        f.contact,
        f.branches,
        f.partners,
        f.catalogue,
        f.apiDocs,
        f.reviewsBadge,
        'Facebook',
        'YouTube',
      ]) {
        const link = footer.getByRole('link', { name, exact: true });
        await expectFitsScreen(link);
        await expectTapTargets(link);
      }
      await expect(footer.getByRole('link', { name: f.branches })).toHaveAttribute(
        'href',
        /\/kontakt#pobocky$/,
      );
      await expectFitsScreen(footer.getByRole('list', { name: f.carriers }));
      await expectFitsScreen(footer.getByRole('list', { name: f.cards }));

      await footer.getByRole('button', { name: f.newsletterLink }).tap();
      const dialog = page.getByRole('dialog', { name: m.Newsletter.title });
      await expectFitsScreen(dialog);
      await dialog.getByRole('button', { name: m.Newsletter.submit }).tap();
      await expect(dialog.getByText(m.Validation.required)).toBeVisible();
      await expect(dialog.getByText(m.Validation.consent)).toBeVisible();
      await expectFitsScreen(dialog);
      await dialog.getByLabel(m.Newsletter.email).fill(`mobil-${locale.code}-${Date.now()}@restauracia.sk`);
      await dialog.getByLabel(m.Newsletter.consent).check();
      await dialog.getByRole('button', { name: m.Newsletter.submit }).tap();
      await expect(dialog).toBeHidden();
      await expectFitsScreen(page.getByText(m.Newsletter.success));
      await expectNoHorizontalOverflow(page);
    });
  });
}

test('a B2B manager on a phone: no info line, the B2B logo, the notice and the account menu fit', async ({
  page,
}) => {
  const m = sk;
  await page.goto('/');
  await waitForInteractiveHeader(page, m);
  await page.getByRole('button', { name: m.AccountMenu.login, exact: true }).tap();
  const form = page.getByRole('form', { name: m.Login.title });
  await form.getByLabel(m.Login.email).fill(manager.email);
  await form.getByLabel(m.Login.password).fill(manager.password);
  await form.getByRole('button', { name: m.Login.submit }).tap();

  const notice = page.getByRole('dialog', { name: m.UnpaidInvoices.title });
  await expectFitsScreen(notice);
  await expectFitsScreen(notice.getByRole('link', { name: m.UnpaidInvoices.show }));
  await notice.getByRole('button', { name: m.UnpaidInvoices.later }).tap();
  await expect(notice).toBeHidden();

  // Spec §1: the top info line is hidden for B2B on small screens.
  await expect(page.getByTestId('info-line')).toHaveAttribute('data-variant', 'b2b');
  await expect(page.getByRole('link', { name: contact.b2b.email })).toBeHidden();
  await expect(page.getByRole('link', { name: m.Header.forCompanies })).toHaveCount(0);
  await expectFitsScreen(page.getByTestId('logo-b2b'));
  await expectHeaderInOneRow(page, m, manager.firstname);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: manager.firstname }).tap();
  const invoices = page.getByRole('link', { name: m.AccountMenu.invoices });
  await expectFitsScreen(invoices);
  await expectFitsScreen(page.getByRole('button', { name: m.AccountMenu.logout }));
  await expectNoHorizontalOverflow(page);

  // Opening the mobile menu closes the account menu (spec §2).
  await page.getByRole('button', { name: m.MobileMenu.open }).tap();
  await expect(page.getByRole('navigation', { name: m.MobileMenu.label })).toBeVisible();
  await expect(invoices).toBeHidden();
});
