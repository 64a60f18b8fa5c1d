import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, locales } from '@/lib/config/locales';

/**
 * The route table of spec/routes.md. Keys are the internal (Slovak/Czech) paths, which are also the
 * folders under app/[locale]/[channel]; English gets its own path where the old shop had one.
 */
export const pathnames = {
  '/': '/',
  '/hladaj': { sk: '/hladaj', cs: '/hladaj', en: '/search' },
  '/kontakt': '/kontakt',
  '/o-nas': '/o-nas',
  '/nasi-partneri': '/nasi-partneri',
  '/doprava': '/doprava',
  '/expedice': '/expedice',
  '/darek': '/darek',
  '/dokoncenie-objednavky/[id]/[token]': {
    sk: '/dokoncenie-objednavky/[id]/[token]',
    cs: '/dokoncenie-objednavky/[id]/[token]',
    en: '/complete-order/[id]/[token]',
  },
  '/formular-vraceni-zbozi': '/formular-vraceni-zbozi',
  '/email-odhlasit': '/email-odhlasit',
  '/veletrh': { sk: '/veletrh', cs: '/veletrh', en: '/trade-fair' },
  '/obchodne-podmienky': {
    sk: '/obchodne-podmienky',
    cs: '/obchodne-podmienky',
    en: '/terms-and-conditions',
  },
  '/obchodne-podmienky-b2b': {
    sk: '/obchodne-podmienky-b2b',
    cs: '/obchodne-podmienky-b2b',
    en: '/terms-and-conditions-b2b',
  },
  '/ochrana-osobnich-udaju': '/ochrana-osobnich-udaju',
  '/ochrana-osobnich-udaju-b2b': '/ochrana-osobnich-udaju-b2b',
  '/vraceni-zbozi': '/vraceni-zbozi',
  '/vraceni-zbozi-b2b': '/vraceni-zbozi-b2b',
  '/stranky/[slug]': '/stranky/[slug]',
  '/text-page/[slug]': '/text-page/[slug]',
  '/topic-page/[slug]': '/topic-page/[slug]',
  '/objednavka': { sk: '/objednavka', cs: '/objednavka', en: '/order' },
  '/objednavka/dakujeme/[id]/[token]': {
    sk: '/objednavka/dakujeme/[id]/[token]',
    cs: '/objednavka/dakujeme/[id]/[token]',
    en: '/order/thank-you/[id]/[token]',
  },
  '/kategorie/[slug]': { sk: '/kategorie/[slug]', cs: '/kategorie/[slug]', en: '/category/[slug]' },
  '/produkt/[slug]': { sk: '/produkt/[slug]', cs: '/produkt/[slug]', en: '/product/[slug]' },
  '/doporucujeme/[[...path]]': '/doporucujeme/[[...path]]',
  '/recommended-category/[[...path]]': '/recommended-category/[[...path]]',
  '/nejprodavanejsi/[[...path]]': '/nejprodavanejsi/[[...path]]',
  '/novinky/[[...path]]': '/novinky/[[...path]]',
  '/slevy/[[...path]]': '/slevy/[[...path]]',
  '/trendy-a-inspiracie': '/trendy-a-inspiracie',
  '/trendy-a-inspiracie/[slug]': '/trendy-a-inspiracie/[slug]',
  '/registrace': '/registrace',
  '/pro-firmy': '/pro-firmy',
  '/dokumentacia-api': { sk: '/dokumentacia-api', cs: '/dokumentace-api', en: '/api-documentation' },
  '/login': '/login',
  '/uzivatel/nastaveni-uctu': '/uzivatel/nastaveni-uctu',
  '/uzivatel/objednavky': '/uzivatel/objednavky',
  '/uzivatel/objednavky/[id]': '/uzivatel/objednavky/[id]',
  '/uzivatel/oblibene': '/uzivatel/oblibene',
  '/uzivatel/obnova-hesla': {
    sk: '/uzivatel/obnova-hesla',
    cs: '/uzivatel/obnova-hesla',
    en: '/user/lost-password',
  },
  '/uzivatel/obnova-hesla-nastavenie': {
    sk: '/uzivatel/obnova-hesla-nastavenie',
    cs: '/uzivatel/obnova-hesla-nastavenie',
    en: '/user/reset-password-settings',
  },
  '/uzivatel/zakoupene-zbozi': '/uzivatel/zakoupene-zbozi',
  '/b2b/doporuceny-sortiment': '/b2b/doporuceny-sortiment',
  '/b2b/faktury': '/b2b/faktury',
  '/b2b/firemni-uzivatele': '/b2b/firemni-uzivatele',
  '/b2b/nastaveni-uctu': '/b2b/nastaveni-uctu',
  '/b2b/prihlasenie': { sk: '/b2b/prihlasenie', cs: '/b2b/prihlasenie', en: '/b2b/sign-in' },
  '/b2b/pozvanka': { sk: '/b2b/pozvanka', cs: '/b2b/pozvanka', en: '/b2b/invitation' },
  '/b2b/vyberte-zakaznika': '/b2b/vyberte-zakaznika',
  '/b2b/zablokovany-ucet': '/b2b/zablokovany-ucet',
  '/dev/platebni-brana/[paymentId]': {
    sk: '/dev/platebni-brana/[paymentId]',
    cs: '/dev/platebni-brana/[paymentId]',
    en: '/dev/payment-gateway/[paymentId]',
  },
  '/admin': '/admin',
  '/admin/[page]': '/admin/[page]',
} as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE_NAME, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' },
  pathnames,
  // The pages' <link rel="alternate"> (lib/seo) are the one source of alternates, on the configured shop
  // origins. next-intl's Link header would build its own from the request's Host (a forged one included)
  // with the Slovak slug under every locale: in a shared cache, that is poisoning.
  alternateLinks: false,
});

export type AppPathname = keyof typeof pathnames;
