import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { channel, createdAt, updatedAt } from './columns';
import { variants } from './catalog';

export const roles = ['ROLE_DEALER', 'ROLE_TRANSLATOR', 'ROLE_SUPERADMIN'] as const;
export const b2bAccountTypes = ['CUSTOMER_ADMIN', 'CUSTOMER_MANAGER'] as const;

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstname: text().notNull().default(''),
    lastname: text().notNull().default(''),
    phone: text().notNull().default(''),
    roles: text().array().$type<(typeof roles)[number][]>().notNull().default([]),
    showPriceWithoutVat: boolean('show_price_without_vat').notNull().default(false),
    isRegisteredForNewsletter: boolean('is_registered_for_newsletter').notNull().default(false),
    locale: text({ enum: ['sk', 'cs', 'en'] }),
    isActive: boolean('is_active').notNull().default(true),
    /** When the user agreed to the terms at registration (null for accounts made by the shop). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Sign-in compares e-mails case-insensitively; one account per address whatever its case.
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random token; the token itself is only in the cookie. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text('user_agent'),
    /** The customer this session shops for: each browser of a user keeps its own choice. */
    selectedCustomerId: integer('selected_customer_id').references((): AnyPgColumn => customers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /**
     * "ip:<address>", "account:<email>", "account-ip:<email>|<address>", or a request limit's key
     * ("register-ip:…", "reset-ip:…").
     */
    key: text().notNull(),
    succeeded: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_key_idx').on(t.key, t.createdAt)],
);

export const customers = pgTable('customers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  nameShort: text('name_short').notNull().default(''),
  companyId: text('company_id'),
  taxId: text('tax_id'),
  vatId: text('vat_id'),
  isVatPayer: boolean('is_vat_payer').notNull().default(false),
  isB2b: boolean('is_b2b').notNull().default(true),
  country: text({ enum: ['CZ', 'SK'] })
    .notNull()
    .default('CZ'),
  channel: channel().default('cz'),
  email: text().notNull().default(''),
  phone: text().notNull().default(''),
  hasDeposit: boolean('has_deposit').notNull().default(true),
  depositPercentage: integer('deposit_percentage').notNull().default(100),
  discountPercentage: integer('discount_percentage').notNull().default(0),
  allowInvoicePayment: boolean('allow_invoice_payment').notNull().default(false),
  paymentDueDays: integer('payment_due_days').notNull().default(14),
  customerDataRequirements: text('customer_data_requirements', { enum: ['FULL', 'BASIC'] })
    .notNull()
    .default('FULL'),
  isBlocked: boolean('is_blocked').notNull().default(false),
  dealerUserId: integer('dealer_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /** Start of the 14-day partner discount window. */
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const customerMemberships = pgTable(
  'customer_memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    b2bAccountType: text('b2b_account_type', { enum: b2bAccountTypes }).notNull().default('CUSTOMER_MANAGER'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerId] }),
    index('memberships_customer_idx').on(t.customerId),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    isBilling: boolean('is_billing').notNull().default(false),
    isDelivery: boolean('is_delivery').notNull().default(false),
    firstname: text().notNull().default(''),
    lastname: text().notNull().default(''),
    company: text().notNull().default(''),
    street: text().notNull(),
    city: text().notNull(),
    zip: text().notNull(),
    country: text({ enum: ['CZ', 'SK'] }).notNull(),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId), index('addresses_user_idx').on(t.userId)],
);

/** Individual B2B prices: net, per variant and channel, overriding the list price. */
export const customerPrices = pgTable(
  'customer_prices',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    channel: channel(),
    netPrice: integer('net_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.variantId, t.channel] })],
);

export const b2bRegistrations = pgTable('b2b_registrations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  companyName: text('company_name').notNull(),
  companyId: text('company_id').notNull(),
  taxId: text('tax_id'),
  vatId: text('vat_id'),
  isVatPayer: boolean('is_vat_payer').notNull().default(false),
  firstname: text().notNull(),
  lastname: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  street: text().notNull(),
  city: text().notNull(),
  zip: text().notNull(),
  country: text({ enum: ['CZ', 'SK'] }).notNull(),
  businessType: text('business_type').notNull().default(''),
  note: text().notNull().default(''),
  locale: text({ enum: ['sk', 'cs', 'en'] }).notNull(),
  channel: channel(),
  status: text({ enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  rejectionReason: text('rejection_reason'),
  createdAt: createdAt(),
});

/** A colleague invited by a customer admin: accepting sets a password (new users) and adds the membership. */
export const customerInvitations = pgTable(
  'customer_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the random token; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    b2bAccountType: text('b2b_account_type', { enum: b2bAccountTypes }).notNull(),
    invitedByUserId: integer('invited_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_invitations_customer_idx').on(t.customerId)],
);

/** The assortment a dealer recommends to a customer (/b2b/doporuceny-sortiment), with a suggested quantity. */
export const customerRecommendedItems = pgTable(
  'customer_recommended_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    position: integer().notNull().default(0),
    createdByUserId: integer('created_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.variantId] })],
);
