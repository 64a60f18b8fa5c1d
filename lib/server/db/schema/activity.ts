import { index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, locale, nullableChannel } from './columns';
import { products } from './catalog';
import { users } from './customers';

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Last visited products, per user or per anonymous visitor token. */
export const lastVisited = pgTable(
  'last_visited',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    visitorKey: text('visitor_key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('last_visited_visitor_product').on(t.visitorKey, t.productId),
    index('last_visited_idx').on(t.visitorKey, t.visitedAt),
  ],
);

export const searchLog = pgTable(
  'search_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    term: text().notNull(),
    normalizedTerm: text('normalized_term').notNull(),
    resultCount: integer('result_count').notNull(),
    locale: locale(),
    channel: nullableChannel(),
    /**
     * Who searched, as 4 hex digits of a keyed hash of the client's network: enough to tell a few visitors
     * apart for the most searched terms, too little to point at anyone. Null on rows from before it.
     */
    visitorHash: text('visitor_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('search_log_term_idx').on(t.normalizedTerm), index('search_log_created_idx').on(t.createdAt)],
);

/** Terms the admin keeps out of the most searched terms (`vyhledavani`), with every spelling of them. */
export const hiddenSearchTerms = pgTable('hidden_search_terms', {
  /** The search log's `normalized_term`: lower case, without diacritics, single spaces. */
  normalizedTerm: text('normalized_term').primaryKey(),
  /** The term as the admin hid it, for the list of hidden terms. */
  term: text().notNull(),
  createdAt: createdAt(),
});

export const searchSynonyms = pgTable('search_synonyms', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  locale: locale(),
  term: text().notNull(),
  synonyms: text().array().notNull(),
  createdAt: createdAt(),
});

export const searchPins = pgTable(
  'search_pins',
  {
    term: text().notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.term, t.productId] })],
);

/** Who changed what in the administration: every admin write leaves a row (spec issue 7, visible to superadmins). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the user is deleted later. */
    userEmail: text('user_email').notNull(),
    /** The admin page (adminSections) the change was made on. */
    section: text().notNull(),
    /** create, update, delete or a domain verb (approve, reject, status…). */
    action: text().notNull(),
    entityId: text('entity_id'),
    /** A short human-readable description of the change (e.g. the changed fields). */
    summary: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_section_idx').on(t.section)],
);
