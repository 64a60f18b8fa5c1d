import type { Role } from './roles';

/** The admin pages of spec §2 in menu order, and after them the e-mail outbox (`e-maily`). */
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
  'e-maily',
] as const;

export type AdminSection = (typeof adminSections)[number];

/**
 * Issue 7: a dealer runs customers, B2B accounts, registrations and orders, and also products,
 * categories, content and marketing pages; shop-wide settings, users, redirects, statistics and the
 * e-mail outbox stay with the superadmin; a translator only translates.
 */
const dealerSections = new Set<AdminSection>([
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

export function isAdminSection(value: string): value is AdminSection {
  return (adminSections as readonly string[]).includes(value);
}

/** May a user with these roles open this admin page and use its API? */
export function mayUseAdminSection(roles: readonly Role[], section: AdminSection): boolean {
  if (roles.includes('ROLE_SUPERADMIN')) return true;
  if (roles.includes('ROLE_DEALER') && dealerSections.has(section)) return true;
  return roles.includes('ROLE_TRANSLATOR') && section === 'preklady';
}

/** The admin pages a user with these roles may open, in menu order. */
export function allowedAdminSections(roles: readonly Role[]): AdminSection[] {
  return adminSections.filter((section) => mayUseAdminSection(roles, section));
}
