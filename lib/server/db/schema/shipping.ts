import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { channel, createdAt, locale } from './columns';

export const shippingModuleTypes = ['COURIER', 'CHOOSE_BRANCH_INPUT', 'PERSONAL_PICKUP'] as const;
export const paymentTypes = ['BANK_TRANSFER', 'CASH_ON_DELIVERY', 'CARD', 'CASH', 'INVOICE'] as const;

export const shippings = pgTable('shippings', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  moduleType: text('module_type', { enum: shippingModuleTypes }).notNull(),
  position: integer().notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** Whether the customer data level drops to BASIC (personal pickup). */
  requiresFullCustomerData: boolean('requires_full_customer_data').notNull().default(true),
  createdAt: createdAt(),
});

export const shippingTranslations = pgTable(
  'shipping_translations',
  {
    shippingId: integer('shipping_id')
      .notNull()
      .references(() => shippings.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.shippingId, t.locale] })],
);

export const shippingPrices = pgTable(
  'shipping_prices',
  {
    shippingId: integer('shipping_id')
      .notNull()
      .references(() => shippings.id, { onDelete: 'cascade' }),
    channel: channel(),
    /** Gross price in minor units. */
    price: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shippingId, t.channel] })],
);

export const branches = pgTable(
  'branches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shippingId: integer('shipping_id')
      .notNull()
      .references(() => shippings.id, { onDelete: 'cascade' }),
    code: text().notNull().unique(),
    name: text().notNull(),
    street: text().notNull(),
    city: text().notNull(),
    zip: text().notNull(),
    country: text({ enum: ['CZ', 'SK'] }).notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    openingHours: text('opening_hours').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('branches_shipping_idx').on(t.shippingId)],
);

export const payments = pgTable('payments', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  type: text({ enum: paymentTypes }).notNull(),
  position: integer().notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  b2bOnly: boolean('b2b_only').notNull().default(false),
  createdAt: createdAt(),
});

export const paymentTranslations = pgTable(
  'payment_translations',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.locale] })],
);

/** Which payments a shipping allows, and the payment's gross price with that shipping. */
export const shippingPayments = pgTable(
  'shipping_payments',
  {
    shippingId: integer('shipping_id')
      .notNull()
      .references(() => shippings.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    channel: channel(),
    price: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shippingId, t.paymentId, t.channel] })],
);
