import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { channel, createdAt, nullableChannel, updatedAt } from './columns';
import { products, variants } from './catalog';
import { addresses, customers, users } from './customers';
import { branches, payments, paymentTypes, shippings } from './shipping';

export const discountCodes = pgTable('discount_codes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  kind: text({ enum: ['percent', 'amount'] }).notNull(),
  /** Percent (1–100) or an amount in minor units of the code's channel currency. */
  value: integer().notNull(),
  channel: nullableChannel(),
  audience: text({ enum: ['all', 'b2c', 'b2b'] })
    .notNull()
    .default('all'),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  minOrderTotal: integer('min_order_total').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const carts = pgTable(
  'carts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the anonymous cart cookie token. */
    tokenHash: text('token_hash').unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    channel: channel(),
    status: text({ enum: ['WAITING', 'ORDERED'] })
      .notNull()
      .default('WAITING'),
    selectedShippingId: integer('selected_shipping_id').references(() => shippings.id, {
      onDelete: 'set null',
    }),
    selectedBranchId: integer('selected_branch_id').references(() => branches.id, { onDelete: 'set null' }),
    selectedPaymentId: integer('selected_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    depositRestPaymentId: integer('deposit_rest_payment_id').references(() => payments.id, {
      onDelete: 'set null',
    }),
    depositPaymentType: text('deposit_payment_type', { enum: ['whole', 'deposit'] })
      .notNull()
      .default('whole'),
    billingAddressId: integer('billing_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    deliveryAddressId: integer('delivery_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    customerData: jsonb('customer_data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('carts_user_idx').on(t.userId, t.customerId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('cart_items_variant').on(t.cartId, t.variantId)],
);

export const cartDiscountCodes = pgTable(
  'cart_discount_codes',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.discountCodeId] })],
);

export const orderStatuses = ['new', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export const orderPaymentStatuses = ['unpaid', 'deposit_paid', 'paid', 'refunded'] as const;

export interface OrderBranchSnapshot {
  name: string;
  street: string;
  city: string;
  zip: string;
  opening_hours: string;
}

export interface OrderDiscountSnapshot {
  discountCodeId: number;
  code: string;
  amountWithVat: number;
  amountWithoutVat: number;
}

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull().unique(),
    /** Secret for the thank-you and complete-order pages. */
    token: text().notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    /** The cart the order was submitted from: a repeated Idempotency-Key must come from its owner. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    salesRepresentativeUserId: integer('sales_representative_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    channel: channel(),
    locale: text({ enum: ['sk', 'cs', 'en'] }).notNull(),
    currency: text({ enum: ['CZK', 'EUR'] }).notNull(),
    status: text({ enum: orderStatuses }).notNull().default('new'),
    paymentStatus: text('payment_status', { enum: orderPaymentStatuses }).notNull().default('unpaid'),
    /** The carrier's parcel number and tracking page, set when the order is shipped. */
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    isB2b: boolean('is_b2b').notNull().default(false),
    shippingId: integer('shipping_id').references(() => shippings.id, { onDelete: 'set null' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    depositRestPaymentId: integer('deposit_rest_payment_id').references(() => payments.id, {
      onDelete: 'set null',
    }),
    depositPaymentType: text('deposit_payment_type', { enum: ['whole', 'deposit'] })
      .notNull()
      .default('whole'),
    shippingName: text('shipping_name').notNull().default(''),
    paymentName: text('payment_name').notNull().default(''),
    paymentType: text('payment_type', { enum: paymentTypes }).notNull(),
    depositRestPaymentName: text('deposit_rest_payment_name'),
    depositRestPaymentType: text('deposit_rest_payment_type', { enum: paymentTypes }),
    /** The pickup point as it was at submit: name, street, city, zip, opening_hours. */
    branch: jsonb().$type<OrderBranchSnapshot>(),
    shippingPrice: integer('shipping_price').notNull().default(0),
    paymentPrice: integer('payment_price').notNull().default(0),
    goodsTotalWithoutVat: integer('goods_total_without_vat').notNull().default(0),
    goodsTotalWithVat: integer('goods_total_with_vat').notNull().default(0),
    totalWithoutVat: integer('total_without_vat').notNull(),
    totalWithVat: integer('total_with_vat').notNull(),
    discountWithVat: integer('discount_with_vat').notNull().default(0),
    discountWithoutVat: integer('discount_without_vat').notNull().default(0),
    payDepositWithVat: integer('pay_deposit_with_vat').notNull().default(0),
    payDepositRestWithVat: integer('pay_deposit_rest_with_vat').notNull().default(0),
    paidWithVat: integer('paid_with_vat').notNull().default(0),
    vatSummary: jsonb('vat_summary')
      .$type<{ rate: number; base: number; vat: number; total: number }[]>()
      .notNull()
      .default([]),
    discounts: jsonb().$type<OrderDiscountSnapshot[]>().notNull().default([]),
    billingAddress: jsonb('billing_address').$type<Record<string, string>>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Record<string, string>>(),
    company: jsonb().$type<Record<string, string>>(),
    customerData: jsonb('customer_data').$type<Record<string, unknown>>().notNull().default({}),
    note: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_user_idx').on(t.userId, t.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    code: text().notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    vatRate: integer('vat_rate').notNull(),
    unitPriceWithoutVat: integer('unit_price_without_vat').notNull(),
    unitPriceWithVat: integer('unit_price_with_vat').notNull(),
    totalWithoutVat: integer('total_without_vat').notNull(),
    totalWithVat: integer('total_with_vat').notNull(),
    withDeposit: boolean('with_deposit').notNull().default(false),
    /** Pieces taken from stock at submit (the rest was ordered on backorder); a cancel returns them. */
    quantityFromStock: integer('quantity_from_stock').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_variant_idx').on(t.variantId),
    // The search ranks a product by how much of it was ordered.
    index('order_items_product_idx').on(t.productId),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: orderStatuses }).notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/** Gap-free order numbers: the last number given per channel and year (the row lock serializes submits). */
export const orderNumberCounters = pgTable(
  'order_number_counters',
  {
    channel: channel(),
    year: integer().notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.year] })],
);

/** Money received for an order (positive) or given back (negative), with who recorded it. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountWithVat: integer('amount_with_vat').notNull(),
    /** Where it came from: the card gateway's transaction id, a bank statement line… */
    reference: text().notNull().default(''),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    channel: channel(),
    currency: text({ enum: ['CZK', 'EUR'] }).notNull(),
    totalWithoutVat: integer('total_without_vat').notNull(),
    totalWithVat: integer('total_with_vat').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_customer_idx').on(t.customerId, t.issuedAt)],
);
