import type { orderStatuses } from '../../schema';
import type { CustomerKey } from './customers-data';
import type { DemoUserKey } from './demo-users';
import type { PaymentCode, ShippingCode } from './shipping-data';

/**
 * Kinds of seeded variants an order line takes (see order-variants.ts): ordinary stock items, items whose
 * price dropped 20 days ago (a reorder shows the lower price), items sold in steps, items with Bistro
 * Vltava's individual price, and items now sold out (a reorder shows them as unavailable).
 */
export type VariantPool = 'plain' | 'sale' | 'stepped' | 'individual' | 'soldOut';

export interface OrderLineSeed {
  pool: VariantPool;
  /** Which variant of the pool (modulo its size, so that small catalogs work too). */
  index: number;
  /** Quantity = the variant's minimum + this many steps. */
  steps: number;
}

export type SeedOrderStatus = (typeof orderStatuses)[number];

export interface OrderSeed {
  user: DemoUserKey;
  /** The customer the user shopped for; null for a consumer's own order. */
  customer: CustomerKey | null;
  /** Hours before the start of the seeding day. */
  placedHoursAgo: number;
  shipping: ShippingCode;
  payment: PaymentCode;
  /** Where the order is now; the history walks new → confirmed → shipped → delivered, or new → cancelled. */
  status: SeedOrderStatus;
  /** Which of the customer's delivery addresses (in seed order); ignored for consumers. */
  deliveryAddress?: number;
  note?: string;
  lines: OrderLineSeed[];
}

const line = (pool: VariantPool, index: number, steps = 0): OrderLineSeed => ({ pool, index, steps });

/** Hours after placing an order when the shop moved it on (history and payment times). */
export const statusDelayHours = { confirmed: 3, shipped: 26, delivered: 50, cancelled: 5 } as const;

/** Days after the invoice when the customer paid it (delivered orders paid by invoice). */
export const INVOICE_PAID_AFTER_DAYS = 10;

/**
 * Past orders of the demo shoppers: the B2C customer, Bistro Vltava (CZ) by its admin and manager, and
 * Hotel Promenáda (SK, EUR) by its buyer — each delivered, shipped (with a parcel number), cancelled and new.
 */
export const orderSeeds: OrderSeed[] = [
  {
    user: 'customer',
    customer: null,
    placedHoursAgo: 118 * 24 - 10,
    shipping: 'courier',
    payment: 'card',
    status: 'delivered',
    lines: [line('plain', 0, 1), line('sale', 0), line('stepped', 0)],
  },
  {
    user: 'customer',
    customer: null,
    placedHoursAgo: 64 * 24 - 14,
    shipping: 'pickup-point',
    payment: 'bank-transfer',
    status: 'cancelled',
    lines: [line('plain', 1), line('plain', 2, 2)],
  },
  {
    user: 'customer',
    customer: null,
    placedHoursAgo: 4 * 24 - 9,
    shipping: 'courier',
    payment: 'cash-on-delivery',
    status: 'shipped',
    note: 'Prosím o doručení odpoledne, dopoledne nejsem doma.',
    lines: [line('plain', 3), line('soldOut', 0)],
  },
  {
    user: 'customer',
    customer: null,
    placedHoursAgo: 20,
    shipping: 'courier',
    payment: 'bank-transfer',
    status: 'new',
    lines: [line('plain', 0, 2), line('plain', 4)],
  },
  {
    user: 'b2bAdmin',
    customer: 'bistroVltava',
    placedHoursAgo: 80 * 24 - 8,
    shipping: 'pallet',
    payment: 'invoice',
    status: 'delivered',
    deliveryAddress: 0,
    note: 'Vykládka zadním vchodem z ulice Na Struze, nejlépe do 10:00.',
    lines: [line('individual', 0, 11), line('individual', 1, 5), line('plain', 5, 9), line('stepped', 1, 2)],
  },
  {
    user: 'b2bManager',
    customer: 'bistroVltava',
    placedHoursAgo: 33 * 24 - 11,
    shipping: 'courier',
    payment: 'invoice',
    status: 'delivered',
    deliveryAddress: 1,
    lines: [line('individual', 0, 5), line('plain', 6, 3), line('sale', 1, 1)],
  },
  {
    user: 'b2bManager',
    customer: 'bistroVltava',
    placedHoursAgo: 12 * 24 - 13,
    shipping: 'courier',
    payment: 'bank-transfer',
    status: 'cancelled',
    deliveryAddress: 1,
    lines: [line('plain', 7, 1), line('individual', 2, 2)],
  },
  {
    user: 'b2bAdmin',
    customer: 'bistroVltava',
    placedHoursAgo: 2 * 24 - 9,
    shipping: 'courier',
    payment: 'invoice',
    status: 'shipped',
    deliveryAddress: 0,
    lines: [line('individual', 2, 3), line('plain', 5, 4), line('soldOut', 1, 1)],
  },
  {
    user: 'b2bManager',
    customer: 'bistroVltava',
    placedHoursAgo: 6,
    shipping: 'courier',
    payment: 'invoice',
    status: 'new',
    deliveryAddress: 1,
    lines: [line('individual', 0, 3), line('plain', 6, 1)],
  },
  {
    user: 'b2bHotel',
    customer: 'hotelPromenada',
    placedHoursAgo: 150 * 24 - 9,
    shipping: 'pallet',
    payment: 'invoice',
    status: 'delivered',
    deliveryAddress: 0,
    note: 'Dodanie na zásobovaciu rampu z Mostovej ulice, ohláste sa na recepcii.',
    lines: [line('plain', 8, 23), line('plain', 9, 11), line('stepped', 2, 3), line('sale', 2, 5)],
  },
  {
    user: 'b2bHotel',
    customer: 'hotelPromenada',
    placedHoursAgo: 45 * 24 - 10,
    shipping: 'courier',
    payment: 'invoice',
    status: 'delivered',
    deliveryAddress: 0,
    lines: [line('plain', 8, 11), line('plain', 10, 5), line('sale', 0, 3)],
  },
  {
    user: 'b2bHotel',
    customer: 'hotelPromenada',
    placedHoursAgo: 20 * 24 - 12,
    shipping: 'courier',
    payment: 'invoice',
    status: 'cancelled',
    deliveryAddress: 0,
    lines: [line('plain', 11, 2)],
  },
  {
    user: 'b2bHotel',
    customer: 'hotelPromenada',
    placedHoursAgo: 3 * 24 - 8,
    shipping: 'courier',
    payment: 'invoice',
    status: 'shipped',
    deliveryAddress: 0,
    lines: [line('plain', 9, 5), line('soldOut', 0, 1), line('stepped', 2, 1)],
  },
  {
    user: 'b2bHotel',
    customer: 'hotelPromenada',
    placedHoursAgo: 16,
    shipping: 'courier',
    payment: 'invoice',
    status: 'new',
    deliveryAddress: 0,
    lines: [line('plain', 10, 3), line('sale', 2, 1)],
  },
];
