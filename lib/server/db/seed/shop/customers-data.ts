import type { ChannelId, CountryCode } from '@/lib/config/channels';
import type { DemoUserKey } from './demo-users';

export type CustomerKey = 'bistroVltava' | 'hotelPromenada' | 'kavarnaNaRohu';

export interface AddressSeed {
  isBilling: boolean;
  isDelivery: boolean;
  firstname: string;
  lastname: string;
  company: string;
  street: string;
  city: string;
  zip: string;
  country: CountryCode;
  phone: string;
  email: string;
}

export interface CustomerSeed {
  key: CustomerKey;
  name: string;
  nameShort: string;
  /** IČO: 8 digits with the mod-11 check digit (the same rule in CZ and SK). */
  companyId: string;
  /** DIČ: "CZ" + IČO in CZ, 10 digits in SK. */
  taxId: string;
  /** VAT ID of a VAT payer: the DIČ in CZ, "SK" + DIČ (IČ DPH) in SK. */
  vatId: string | null;
  isVatPayer: boolean;
  country: CountryCode;
  channel: ChannelId;
  email: string;
  phone: string;
  discountPercentage: number;
  allowInvoicePayment: boolean;
  paymentDueDays: number;
  /** Days before seeding; under 14 keeps the partner discount window open. */
  approvedDaysAgo: number;
  dealer: DemoUserKey;
  members: { user: DemoUserKey; type: 'CUSTOMER_ADMIN' | 'CUSTOMER_MANAGER' }[];
  /** Blocked by the shop (e.g. for debts): its users land on the blocked-account page. */
  isBlocked?: boolean;
  addresses: AddressSeed[];
}

export const customerSeeds: CustomerSeed[] = [
  {
    key: 'bistroVltava',
    name: 'Bistro Vltava s.r.o.',
    nameShort: 'Bistro Vltava',
    companyId: '28741536',
    taxId: 'CZ28741536',
    vatId: 'CZ28741536',
    isVatPayer: true,
    country: 'CZ',
    channel: 'cz',
    email: 'nakup@bistro-vltava.example',
    phone: '+420 224 930 215',
    discountPercentage: 3,
    allowInvoicePayment: true,
    paymentDueDays: 14,
    approvedDaysAgo: 5,
    dealer: 'dealer',
    members: [
      { user: 'b2bAdmin', type: 'CUSTOMER_ADMIN' },
      { user: 'b2bManager', type: 'CUSTOMER_MANAGER' },
    ],
    addresses: [
      {
        isBilling: true,
        isDelivery: false,
        firstname: 'Martin',
        lastname: 'Dvořák',
        company: 'Bistro Vltava s.r.o.',
        street: 'Karoliny Světlé 301/8',
        city: 'Praha 1',
        zip: '110 00',
        country: 'CZ',
        phone: '+420 224 930 215',
        email: 'fakturace@bistro-vltava.example',
      },
      {
        isBilling: false,
        isDelivery: true,
        firstname: 'Lucie',
        lastname: 'Černá',
        company: 'Bistro Vltava – Národní',
        street: 'Národní 961/25',
        city: 'Praha 1',
        zip: '110 00',
        country: 'CZ',
        phone: '+420 739 456 789',
        email: 'narodni@bistro-vltava.example',
      },
      {
        isBilling: false,
        isDelivery: true,
        firstname: 'Ondřej',
        lastname: 'Malý',
        company: 'Bistro Vltava – Karlín',
        street: 'Sokolovská 394/17',
        city: 'Praha 8',
        zip: '186 00',
        country: 'CZ',
        phone: '+420 604 112 233',
        email: 'karlin@bistro-vltava.example',
      },
    ],
  },
  {
    key: 'hotelPromenada',
    name: 'Hotel Promenáda Bratislava a.s.',
    nameShort: 'Hotel Promenáda',
    companyId: '36418773',
    taxId: '2023875403',
    vatId: 'SK2023875403',
    isVatPayer: true,
    country: 'SK',
    channel: 'sk',
    email: 'nakup@hotel-promenada.example',
    phone: '+421 2 5443 1200',
    discountPercentage: 5,
    allowInvoicePayment: true,
    paymentDueDays: 14,
    approvedDaysAgo: 220,
    dealer: 'dealer',
    members: [
      { user: 'b2bAdmin', type: 'CUSTOMER_ADMIN' },
      { user: 'b2bHotel', type: 'CUSTOMER_MANAGER' },
    ],
    addresses: [
      {
        isBilling: true,
        isDelivery: false,
        firstname: 'Katarína',
        lastname: 'Bieliková',
        company: 'Hotel Promenáda Bratislava a.s.',
        street: 'Rázusovo nábrežie 6',
        city: 'Bratislava',
        zip: '811 02',
        country: 'SK',
        phone: '+421 2 5443 1200',
        email: 'uctaren@hotel-promenada.example',
      },
      {
        isBilling: false,
        isDelivery: true,
        firstname: 'Katarína',
        lastname: 'Bieliková',
        company: 'Hotel Promenáda – zásobovanie',
        street: 'Mostová 2',
        city: 'Bratislava',
        zip: '811 02',
        country: 'SK',
        phone: '+421 903 441 207',
        email: 'sklad@hotel-promenada.example',
      },
    ],
  },
  {
    key: 'kavarnaNaRohu',
    name: 'Kavárna Na Rohu s.r.o.',
    nameShort: 'Kavárna Na Rohu',
    companyId: '06970354',
    taxId: 'CZ06970354',
    vatId: null,
    isVatPayer: false,
    country: 'CZ',
    channel: 'cz',
    email: 'kavarna@narohu.example',
    phone: '+420 541 213 870',
    discountPercentage: 2,
    allowInvoicePayment: false,
    paymentDueDays: 14,
    approvedDaysAgo: 400,
    dealer: 'dealer',
    members: [],
    isBlocked: true,
    addresses: [
      {
        isBilling: true,
        isDelivery: true,
        firstname: 'Eva',
        lastname: 'Procházková',
        company: 'Kavárna Na Rohu s.r.o.',
        street: 'Údolní 53',
        city: 'Brno',
        zip: '602 00',
        country: 'CZ',
        phone: '+420 541 213 870',
        email: 'kavarna@narohu.example',
      },
    ],
  },
];

/** The B2C customer's own address (addresses.user_id). */
export const customerUserAddress: AddressSeed = {
  isBilling: true,
  isDelivery: true,
  firstname: 'Petra',
  lastname: 'Svobodová',
  company: '',
  street: 'Slezská 2127/13',
  city: 'Praha 2',
  zip: '120 00',
  country: 'CZ',
  phone: '+420 731 234 567',
  email: 'zakaznik@horeca-shop.localhost',
};

/** The customer whose individual prices are seeded (10 % below the list price). */
export const CUSTOMER_PRICES_CUSTOMER: CustomerKey = 'bistroVltava';
export const CUSTOMER_PRICES_VARIANT_COUNT = 20;
export const CUSTOMER_PRICES_DISCOUNT_PERCENT = 10;

export interface InvoiceSeed {
  customer: CustomerKey;
  /** Net total in minor units of the customer's channel currency. */
  totalWithoutVat: number;
  issuedDaysAgo: number;
  dueDays: number;
  /** Days after issue when it was paid; null = unpaid. */
  paidAfterDays: number | null;
}

export const invoiceSeeds: InvoiceSeed[] = [
  { customer: 'bistroVltava', totalWithoutVat: 1_284_000, issuedDaysAgo: 75, dueDays: 14, paidAfterDays: 10 },
  { customer: 'hotelPromenada', totalWithoutVat: 148_290, issuedDaysAgo: 60, dueDays: 14, paidAfterDays: 7 },
  { customer: 'bistroVltava', totalWithoutVat: 846_550, issuedDaysAgo: 40, dueDays: 14, paidAfterDays: 12 },
  // Due 16 days ago and unpaid: drives the unpaid-invoices notice.
  {
    customer: 'bistroVltava',
    totalWithoutVat: 1_937_400,
    issuedDaysAgo: 30,
    dueDays: 14,
    paidAfterDays: null,
  },
  { customer: 'hotelPromenada', totalWithoutVat: 96_415, issuedDaysAgo: 20, dueDays: 14, paidAfterDays: 5 },
];
