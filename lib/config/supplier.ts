import type { ChannelId } from './channels';
import { env } from './env';

/** The shop operator as a party to a contract: named on invoices and in the terms. */
export interface SupplierIdentity {
  name: string;
  street: string;
  city: string;
  zip: string;
  country: 'CZ' | 'SK';
  /** IČO. */
  companyId: string;
  /** DIČ (CZ) or IČ DPH (SK). */
  vatId: string;
  /** Commercial register entry, in the country's language. */
  register: string;
}

const headOffice = {
  street: 'Průmyslová 1472/11',
  city: 'Praha 10',
  zip: '102 00',
  country: 'CZ',
  companyId: '08912343',
  vatId: 'CZ08912343',
} as const;

/** The Czech company sells in the Czech shop, its Slovak branch (organizačná zložka) in the Slovak one. */
export const suppliers: Record<ChannelId, SupplierIdentity> = {
  cz: {
    name: env.BANK_BENEFICIARY,
    ...headOffice,
    register: 'Městský soud v Praze, oddíl C, vložka 312457',
  },
  sk: {
    name: `${env.BANK_BENEFICIARY}, organizačná zložka`,
    street: 'Galvaniho 7',
    city: 'Bratislava',
    zip: '821 04',
    country: 'SK',
    companyId: '52034194',
    vatId: 'SK2051906307',
    register: 'Obchodný register Mestského súdu Bratislava III, oddiel Po, vložka 4521/B',
  },
};
