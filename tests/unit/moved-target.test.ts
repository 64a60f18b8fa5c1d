import { describe, expect, it } from 'vitest';
import { movedTarget, type RedirectTable } from '@/lib/server/services/links/moved-target';

const table: RedirectTable = new Map([
  ['/stary-katalog', { to: '/', status: 301 }],
  ['/akce-leto', { to: 'https://www.example.com/leto', status: 302 }],
  ['/en/old-news', { to: '/en/novinky', status: 301 }],
  ['/b2b/sing-in', { to: '/b2b/sign-in', status: 301 }],
  ['/stare-podmienky', { to: '/obchodne-podmienky?verzia=2', status: 302 }],
  ['/produkty/šálka', { to: '/produkt/salka-espresso', status: 301 }],
]);

const onDefaultHost = (path: string, locale: 'sk' | 'cs' | 'en' = 'sk') =>
  movedTarget({ path, locale, hostLocale: 'sk' }, table);

describe('where a moved path goes (admin redirects and renamed paths)', () => {
  it('answers an admin redirect with its own status, on the page in the visitor’s language', () => {
    expect(onDefaultHost('/stary-katalog')).toEqual({ to: '/', status: 301 });
    expect(onDefaultHost('/stary-katalog', 'cs')).toEqual({ to: '/cs', status: 301 });
    expect(onDefaultHost('/en/stary-katalog', 'en')).toEqual({ to: '/en', status: 301 });
    expect(onDefaultHost('/stare-podmienky', 'en')).toEqual({
      to: '/en/terms-and-conditions?verzia=2',
      status: 302,
    });
  });

  it('translates the target’s path to the visitor’s language in one hop', () => {
    // Stored as the English path; a Slovak visitor goes straight to the Slovak one.
    expect(onDefaultHost('/b2b/sing-in')).toEqual({ to: '/b2b/prihlasenie', status: 301 });
    expect(onDefaultHost('/en/b2b/sing-in', 'en')).toEqual({ to: '/en/b2b/sign-in', status: 301 });
    expect(onDefaultHost('/produkty/%C5%A1%C3%A1lka', 'en')).toEqual({
      to: '/en/product/salka-espresso',
      status: 301,
    });
  });

  it('keeps a target that names its language, and an address elsewhere, as the admin wrote it', () => {
    expect(onDefaultHost('/en/old-news', 'en')).toEqual({ to: '/en/novinky', status: 301 });
    expect(onDefaultHost('/akce-leto', 'cs')).toEqual({ to: 'https://www.example.com/leto', status: 302 });
  });

  it('moves the old shop’s renamed paths for good, in every language', () => {
    expect(onDefaultHost('/obchodni-podminky')).toEqual({ to: '/obchodne-podmienky', status: 301 });
    expect(onDefaultHost('/obchodni-podminky-b2b/', 'cs')).toEqual({
      to: '/cs/obchodne-podmienky-b2b',
      status: 301,
    });
    expect(onDefaultHost('/en/obchodni-podminky', 'en')).toEqual({
      to: '/en/terms-and-conditions',
      status: 301,
    });
    expect(movedTarget({ path: '/b2b/sing-in', locale: 'en', hostLocale: 'sk' }, new Map())).toEqual({
      to: '/en/b2b/sign-in',
      status: 301,
    });
    // The Czech shop's own language has no prefix there.
    expect(movedTarget({ path: '/obchodni-podminky', locale: 'cs', hostLocale: 'cs' }, new Map())).toEqual({
      to: '/obchodne-podmienky',
      status: 301,
    });
  });

  it('leaves every other path alone', () => {
    expect(onDefaultHost('/kategorie/taniere')).toBeNull();
    expect(onDefaultHost('/english/b2b/sing-in')).toBeNull();
    expect(onDefaultHost('/')).toBeNull();
  });
});
