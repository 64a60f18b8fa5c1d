import type { Locale } from '@/lib/config/locales';
import type { roles } from '../../schema/customers';

export type DemoUserKey =
  'customer' | 'b2bAdmin' | 'b2bManager' | 'b2bHotel' | 'dealer' | 'translator' | 'superadmin';

export interface DemoUser {
  key: DemoUserKey;
  email: string;
  password: string;
  /** What the account demonstrates (README, tests). */
  role: string;
  roles: (typeof roles)[number][];
  firstname: string;
  lastname: string;
  phone: string;
  locale: Locale;
}

/** The seeded accounts, one per role; the passwords are for local development only. */
export const demoUsers: readonly DemoUser[] = [
  {
    key: 'customer',
    email: 'zakaznik@horeca-shop.localhost',
    password: 'Zakaznik-2026!',
    role: 'B2C customer with a saved address',
    roles: [],
    firstname: 'Petra',
    lastname: 'Svobodová',
    phone: '+420 731 234 567',
    locale: 'cs',
  },
  {
    key: 'b2bAdmin',
    email: 'b2b.admin@horeca-shop.localhost',
    password: 'B2bAdmin-2026!',
    role: 'B2B customer admin of two customers (Bistro Vltava CZ, Hotel Promenáda SK); must pick one',
    roles: [],
    firstname: 'Martin',
    lastname: 'Dvořák',
    phone: '+420 602 345 678',
    locale: 'cs',
  },
  {
    key: 'b2bManager',
    email: 'b2b.manazer@horeca-shop.localhost',
    password: 'B2bManazer-2026!',
    role: 'B2B customer manager of Bistro Vltava (CZ)',
    roles: [],
    firstname: 'Lucie',
    lastname: 'Černá',
    phone: '+420 739 456 789',
    locale: 'cs',
  },
  {
    key: 'b2bHotel',
    email: 'nakup.hotel@horeca-shop.localhost',
    password: 'B2bHotel-2026!',
    role: 'B2B customer manager of Hotel Promenáda (SK): net prices in EUR, pays by invoice',
    roles: [],
    firstname: 'Katarína',
    lastname: 'Bieliková',
    phone: '+421 905 654 321',
    locale: 'sk',
  },
  {
    key: 'dealer',
    email: 'obchodnik@horeca-shop.localhost',
    password: 'Obchodnik-2026!',
    role: 'Dealer (ROLE_DEALER), sales representative of all B2B customers',
    roles: ['ROLE_DEALER'],
    firstname: 'Tomáš',
    lastname: 'Kováč',
    phone: '+421 905 123 456',
    locale: 'sk',
  },
  {
    key: 'translator',
    email: 'prekladatel@horeca-shop.localhost',
    password: 'Prekladatel-2026!',
    role: 'Translator (ROLE_TRANSLATOR), admin translations only',
    roles: ['ROLE_TRANSLATOR'],
    firstname: 'Zuzana',
    lastname: 'Horváthová',
    phone: '+421 911 234 567',
    locale: 'sk',
  },
  {
    key: 'superadmin',
    email: 'admin@horeca-shop.localhost',
    password: 'Superadmin-2026!',
    role: 'Superadmin (ROLE_SUPERADMIN), full administration',
    roles: ['ROLE_SUPERADMIN'],
    firstname: 'Jana',
    lastname: 'Králová',
    phone: '+420 777 310 550',
    locale: 'cs',
  },
];

export function demoUser(key: DemoUserKey): DemoUser {
  const user = demoUsers.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`Unknown demo user ${key}`);
  return user;
}
