import { describe, expect, it } from 'vitest';
import { adminSections, allowedAdminSections, mayUseAdminSection } from '@/lib/server/auth/admin-sections';

describe('admin sections per role (domain.md)', () => {
  it('gives the superadmin all 21 pages of the spec and the e-mail outbox', () => {
    expect(adminSections).toHaveLength(22);
    expect(allowedAdminSections(['ROLE_SUPERADMIN'])).toEqual([...adminSections]);
  });

  it('gives a dealer customers, orders, B2B accounts, registrations, and catalog, content and marketing pages', () => {
    expect(allowedAdminSections(['ROLE_DEALER'])).toEqual([
      'objednavky',
      'zakaznici',
      'b2b-ucty',
      'registrace-b2b-formular',
      'produkty',
      'kategorie',
      'topovani',
      'vyhledavani',
      'slevove-kody',
      'bannery',
      'slideshow',
      'trendy',
      'stranky',
    ]);
    for (const section of [
      'uzivatele',
      'nastavit-kurz',
      'preklady',
      'presmerovani',
      'statistiky',
      'e-maily',
    ] as const)
      expect(mayUseAdminSection(['ROLE_DEALER'], section)).toBe(false);
  });

  it('gives a translator the translations only, and nobody else anything', () => {
    expect(allowedAdminSections(['ROLE_TRANSLATOR'])).toEqual(['preklady']);
    expect(allowedAdminSections([])).toEqual([]);
  });
});
