/** The shop operator's details, quoted by the CMS pages. */
export const company = {
  name: 'Horeca Shop s.r.o.',
  street: 'Průmyslová 1472/11',
  city: 'Praha 10',
  zip: '102 00',
  companyId: '08912343',
  vatId: 'CZ08912343',
  registerCs: 'Městský soud v Praze, oddíl C, vložka 312457',
  registerSk: 'Mestský súd v Prahe, oddiel C, vložka 312457',
  registerEn: 'Municipal Court in Prague, section C, file 312457',
  skBranch: {
    name: 'Horeca Shop s.r.o., organizačná zložka',
    street: 'Galvaniho 7',
    city: 'Bratislava',
    zip: '821 04',
    companyId: '52034194',
    vatId: 'SK2051906307',
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
