import type { Role } from './roles';

/** The admin pages of spec §2 in menu order. */
export const adminSections = [
  'objednavky',
  'zakaznici',
  'b2b-ucty',
  'registrace-b2b-formular',
  'uzivatele',
  'produkty',
  'kategorie',
  'topovani',
  'vyhledavani',
  'dopravy-a-platby',
  'slevove-kody',
  'nastavit-maximalni-slevu-v-kosiku',
  'sleva-na-14-dni',
  'nastavit-kurz',
  'bannery',
  'slideshow',
  'trendy',
  'stranky',
  'presmerovani',
  'preklady',
  'statistiky',
] as const;

export type AdminSection = (typeof adminSections)[number];

const dealerSections = new Set<AdminSection>([
  'objednavky',
  'zakaznici',
  'b2b-ucty',
  'registrace-b2b-formular',
]);

/** domain.md: superadmin everything; dealer customers, orders, B2B accounts and registrations; translator texts. */
export function allowedAdminSections(roles: readonly Role[]): AdminSection[] {
  if (roles.includes('ROLE_SUPERADMIN')) return [...adminSections];
  return adminSections.filter(
    (section) =>
      (roles.includes('ROLE_DEALER') && dealerSections.has(section)) ||
      (roles.includes('ROLE_TRANSLATOR') && section === 'preklady'),
  );
}
