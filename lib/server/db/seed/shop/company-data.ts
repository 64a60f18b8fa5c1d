import { suppliers } from '@/lib/config/supplier';

const { cz: headOffice, sk: skBranch } = suppliers;

/** The shop operator's details, quoted by the CMS pages (the same as on its invoices). */
export const company = {
  name: 'Horeca Shop s.r.o.',
  street: headOffice.street,
  city: headOffice.city,
  zip: headOffice.zip,
  companyId: headOffice.companyId,
  vatId: headOffice.vatId,
  registerCs: headOffice.register,
  registerSk: 'Mestský súd v Prahe, oddiel C, vložka 312457',
  registerEn: 'Municipal Court in Prague, section C, file 312457',
  skBranch: {
    name: 'Horeca Shop s.r.o., organizačná zložka',
    street: skBranch.street,
    city: skBranch.city,
    zip: skBranch.zip,
    companyId: skBranch.companyId,
    vatId: skBranch.vatId,
  },
  phoneCz: '+420 222 500 400',
  phoneSk: '+421 2 3300 4400',
  phoneB2b: '+420 222 500 444',
  email: 'obchod@horeca-shop.localhost',
  emailB2b: 'b2b@horeca-shop.localhost',
  emailReturns: 'vratky@horeca-shop.localhost',
  emailPrivacy: 'gdpr@horeca-shop.localhost',
  /** Days a consumer may withdraw from a distance contract (EU consumer rights directive). */
  withdrawalDays: 14,
  /** Days a B2B customer may return unused goods by agreement. */
  b2bReturnDays: 30,
  b2bRestockingFeePercent: 10,
} as const;
