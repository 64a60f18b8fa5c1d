import type { paymentTypes, shippingModuleTypes } from '../../schema';
import { pickupPointSeeds } from './branches-data';
import type { Localized, NameAndDescription, PerChannel } from './types';

/** The pickup points per country: each shop lists its own country's, so the text names both counts. */
export const pickupPointCounts = {
  CZ: pickupPointSeeds.filter((point) => point.country === 'CZ').length,
  SK: pickupPointSeeds.filter((point) => point.country === 'SK').length,
};
const points = pickupPointCounts;

export type ShippingCode = 'courier' | 'pickup-point' | 'personal-pickup' | 'pallet';
export type PaymentCode = 'bank-transfer' | 'cash-on-delivery' | 'card' | 'cash' | 'invoice';

export interface ShippingSeed {
  code: ShippingCode;
  moduleType: (typeof shippingModuleTypes)[number];
  requiresFullCustomerData: boolean;
  /** Gross price in minor units of the channel currency. */
  price: PerChannel<number>;
  translations: Localized<NameAndDescription>;
}

export interface PaymentSeed {
  code: PaymentCode;
  type: (typeof paymentTypes)[number];
  b2bOnly: boolean;
  /** Gross surcharge in minor units, the same with every shipping that allows it. */
  price: PerChannel<number>;
  translations: Localized<NameAndDescription>;
}

export const shippingSeeds: ShippingSeed[] = [
  {
    code: 'courier',
    moduleType: 'COURIER',
    requiresFullCustomerData: true,
    price: { cz: 14_900, sk: 590 },
    translations: {
      sk: {
        name: 'Kuriér na adresu',
        description:
          'Doručenie na adresu prevádzky alebo domov, zvyčajne nasledujúci pracovný deň po expedícii.',
      },
      cs: {
        name: 'Kurýr na adresu',
        description: 'Doručení na adresu provozovny nebo domů, obvykle následující pracovní den po expedici.',
      },
      en: {
        name: 'Courier to your address',
        description:
          'Delivery to your business or home address, usually on the next working day after dispatch.',
      },
    },
  },
  {
    code: 'pickup-point',
    moduleType: 'CHOOSE_BRANCH_INPUT',
    requiresFullCustomerData: true,
    price: { cz: 7_900, sk: 320 },
    translations: {
      sk: {
        name: 'Výdajné miesto HorecaPoint',
        description: `Vyzdvihnutie na výdajnom mieste HorecaPoint (${points.CZ} v Česku, ${points.SK} na Slovensku), zásielka čaká 7 dní.`,
      },
      cs: {
        name: 'Výdejní místo HorecaPoint',
        description: `Vyzvednutí na výdejním místě HorecaPoint (${points.CZ} v Česku, ${points.SK} na Slovensku), zásilka čeká 7 dní.`,
      },
      en: {
        name: 'HorecaPoint pickup point',
        description: `Collect your parcel at a HorecaPoint pickup point (${points.CZ} in Czechia, ${points.SK} in Slovakia); it waits 7 days.`,
      },
    },
  },
  {
    code: 'personal-pickup',
    moduleType: 'PERSONAL_PICKUP',
    requiresFullCustomerData: false,
    price: { cz: 0, sk: 0 },
    translations: {
      sk: {
        name: 'Osobný odber v showroome',
        description: 'Zadarmo v našom showroome a sklade v Prahe alebo v Bratislave, spravidla do 2 hodín.',
      },
      cs: {
        name: 'Osobní odběr v showroomu',
        description: 'Zdarma v našem showroomu a skladu v Praze nebo v Bratislavě, zpravidla do 2 hodin.',
      },
      en: {
        name: 'Personal pickup at our showroom',
        description:
          'Free of charge at our showroom and warehouse in Prague or Bratislava, usually within 2 hours.',
      },
    },
  },
  {
    code: 'pallet',
    moduleType: 'COURIER',
    requiresFullCustomerData: true,
    price: { cz: 149_000, sk: 5_900 },
    translations: {
      sk: {
        name: 'Paletová preprava',
        description:
          'Pre veľké firemné objednávky a objemný tovar, doručenie na rampu alebo k prevádzke do 3 dní.',
      },
      cs: {
        name: 'Paletová přeprava',
        description:
          'Pro velké firemní objednávky a objemné zboží, doručení na rampu nebo k provozovně do 3 dnů.',
      },
      en: {
        name: 'Pallet freight',
        description:
          'For large business orders and bulky goods, delivered to your ramp or premises within 3 days.',
      },
    },
  },
];

export const paymentSeeds: PaymentSeed[] = [
  {
    code: 'bank-transfer',
    type: 'BANK_TRANSFER',
    b2bOnly: false,
    price: { cz: 0, sk: 0 },
    translations: {
      sk: {
        name: 'Bankový prevod',
        description:
          'Platobné údaje a QR kód na platbu (v eurách PAY by square, v korunách QR Platba) dostanete hneď po odoslaní objednávky.',
      },
      cs: {
        name: 'Bankovní převod',
        description: 'Platební údaje a QR platbu dostanete hned po odeslání objednávky.',
      },
      en: {
        name: 'Bank transfer',
        description: 'You receive the payment details and a QR payment code right after placing the order.',
      },
    },
  },
  {
    code: 'cash-on-delivery',
    type: 'CASH_ON_DELIVERY',
    b2bOnly: false,
    price: { cz: 3_900, sk: 150 },
    translations: {
      sk: {
        name: 'Dobierka',
        description: 'Platba v hotovosti alebo kartou kuriérovi či na výdajnom mieste.',
      },
      cs: { name: 'Dobírka', description: 'Platba v hotovosti nebo kartou kurýrovi či na výdejním místě.' },
      en: {
        name: 'Cash on delivery',
        description: 'Pay the courier or the pickup point in cash or by card.',
      },
    },
  },
  {
    code: 'card',
    type: 'CARD',
    b2bOnly: false,
    price: { cz: 0, sk: 0 },
    translations: {
      sk: {
        name: 'Platobná karta online',
        description: 'Okamžitá platba kartou cez zabezpečenú platobnú bránu.',
      },
      cs: {
        name: 'Platební karta online',
        description: 'Okamžitá platba kartou přes zabezpečenou platební bránu.',
      },
      en: { name: 'Card online', description: 'Instant card payment through a secure payment gateway.' },
    },
  },
  {
    code: 'cash',
    type: 'CASH',
    b2bOnly: false,
    price: { cz: 0, sk: 0 },
    translations: {
      sk: {
        name: 'Hotovosť na predajni',
        description: 'Zaplatíte v hotovosti alebo kartou pri osobnom odbere.',
      },
      cs: {
        name: 'Hotově na prodejně',
        description: 'Zaplatíte v hotovosti nebo kartou při osobním odběru.',
      },
      en: {
        name: 'Cash at the showroom',
        description: 'Pay in cash or by card when you collect your order.',
      },
    },
  },
  {
    code: 'invoice',
    type: 'INVOICE',
    b2bOnly: true,
    price: { cz: 0, sk: 0 },
    translations: {
      sk: {
        name: 'Faktúra so splatnosťou',
        description:
          'Pre schválených firemných partnerov, splatnosť podľa zmluvných podmienok (spravidla 14 dní).',
      },
      cs: {
        name: 'Faktura se splatností',
        description: 'Pro schválené firemní partnery, splatnost dle smluvních podmínek (zpravidla 14 dní).',
      },
      en: {
        name: 'Invoice with due date',
        description: 'For approved business partners, due as agreed in your terms (usually 14 days).',
      },
    },
  },
];

/** Which payments each shipping allows; the same on both channels. */
export const allowedPayments: Record<ShippingCode, PaymentCode[]> = {
  courier: ['bank-transfer', 'cash-on-delivery', 'card', 'invoice'],
  'pickup-point': ['bank-transfer', 'cash-on-delivery', 'card', 'invoice'],
  'personal-pickup': ['cash', 'card', 'bank-transfer', 'invoice'],
  pallet: ['bank-transfer', 'card', 'invoice'],
};

export function shippingSeed(code: ShippingCode): ShippingSeed {
  const seed = shippingSeeds.find((shipping) => shipping.code === code);
  if (!seed) throw new Error(`Unknown shipping ${code}`);
  return seed;
}

export function paymentSeed(code: PaymentCode): PaymentSeed {
  const seed = paymentSeeds.find((payment) => payment.code === code);
  if (!seed) throw new Error(`Unknown payment ${code}`);
  return seed;
}
