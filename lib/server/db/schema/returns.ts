import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { returnReasons, returnStates } from '@/lib/api/contract/returns';
import { createdAt, updatedAt } from './columns';
import { orderItems, orders } from './orders';
import { users } from './customers';

/** A customer's request to send goods of an order back (`/formular-vraceni-zbozi`), refunded to `iban`. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The order's number with the request's sequence: `2026-CZ-000123-R1`. */
    number: text().notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who filed it while signed in; null for a request made with the order number and e-mail. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    locale: text({ enum: ['sk', 'cs', 'en'] }).notNull(),
    reason: text({ enum: returnReasons }).notNull(),
    note: text().notNull().default(''),
    iban: text().notNull(),
    state: text({ enum: returnStates }).notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('return_requests_order_idx').on(t.orderId)],
);

export const returnRequestItems = pgTable(
  'return_request_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    returnRequestId: integer('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
  },
  (t) => [
    index('return_request_items_request_idx').on(t.returnRequestId),
    index('return_request_items_order_item_idx').on(t.orderItemId),
  ],
);
