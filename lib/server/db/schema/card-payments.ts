import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

export const cardPaymentStatuses = ['created', 'approved', 'declined'] as const;

/** Every attempt to pay an order by card: what was asked of the gateway and how it ended. */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The attempt's id at the gateway and in its return address: random, so not guessable. */
    gatewayPaymentId: text('gateway_payment_id').notNull().unique(),
    gateway: text({ enum: ['dev'] }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** In minor units of the order's currency. */
    amount: integer().notNull(),
    currency: text({ enum: ['CZK', 'EUR'] }).notNull(),
    status: text({ enum: cardPaymentStatuses }).notNull().default('created'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('card_payments_order_idx').on(t.orderId, t.createdAt)],
);
