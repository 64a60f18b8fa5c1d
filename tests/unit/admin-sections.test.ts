import { describe, expect, it } from 'vitest';
import { adminSections, allowedAdminSections } from '@/lib/server/auth/admin-sections';

describe('admin sections per role (domain.md)', () => {
  it('gives the superadmin all 21 pages of the spec', () => {
    expect(adminSections).toHaveLength(21);
    expect(allowedAdminSections(['ROLE_SUPERADMIN'])).toEqual([...adminSections]);
  });

  it('gives a dealer customers, orders, B2B accounts and registrations', () => {
    expect(allowedAdminSections(['ROLE_DEALER'])).toEqual([
      'objednavky',
      'zakaznici',
      'b2b-ucty',
      'registrace-b2b-formular',
    ]);
  });

  it('gives a translator the translations only, and nobody else anything', () => {
    expect(allowedAdminSections(['ROLE_TRANSLATOR'])).toEqual(['preklady']);
    expect(allowedAdminSections([])).toEqual([]);
  });
});
