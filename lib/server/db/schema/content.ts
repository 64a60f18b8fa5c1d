import { boolean, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, locale, nullableChannel, updatedAt } from './columns';
import { media, products } from './catalog';

/** CMS pages; `key` names the fixed ones (terms, privacy…) that routes point at. */
export const cmsPages = pgTable('cms_pages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cmsPageTranslations = pgTable(
  'cms_page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    locale: locale(),
    slug: text().notNull(),
    title: text().notNull(),
    /** Sanitized HTML. */
    content: text().notNull(),
    metaDescription: text('meta_description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.locale] }),
    unique('cms_page_translations_slug').on(t.locale, t.slug),
  ],
);

/** Where the storefront shows a banner: beside the home slideshow, or across the home page between its rows. */
export const bannerPlacements = ['home-top', 'home-middle'] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

export const banners = pgTable('banners', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  link: text().notNull().default(''),
  title: text().notNull().default(''),
  placement: text({ enum: bannerPlacements }).notNull(),
  locale: text({ enum: ['sk', 'cs', 'en'] }),
  channel: nullableChannel(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  position: integer().notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const slides = pgTable('slides', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  link: text().notNull().default(''),
  title: text().notNull().default(''),
  subtitle: text().notNull().default(''),
  locale: text({ enum: ['sk', 'cs', 'en'] }),
  channel: nullableChannel(),
  position: integer().notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const trends = pgTable('trends', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const trendTranslations = pgTable(
  'trend_translations',
  {
    trendId: integer('trend_id')
      .notNull()
      .references(() => trends.id, { onDelete: 'cascade' }),
    locale: locale(),
    slug: text().notNull(),
    title: text().notNull(),
    perex: text().notNull().default(''),
    content: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.trendId, t.locale] }),
    unique('trend_translations_slug').on(t.locale, t.slug),
  ],
);

export const trendProducts = pgTable(
  'trend_products',
  {
    trendId: integer('trend_id')
      .notNull()
      .references(() => trends.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.trendId, t.productId] })],
);

export const redirects = pgTable('redirects', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  fromPath: text('from_path').notNull().unique(),
  toPath: text('to_path').notNull(),
  statusCode: integer('status_code').notNull().default(301),
  createdAt: createdAt(),
});

/** Admin overrides of UI texts (messages/*.json keys), applied at run time. */
export const messageOverrides = pgTable(
  'message_overrides',
  {
    locale: locale(),
    key: text().notNull(),
    value: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

/** Small typed settings (exchange rate, maximum cart discount, partner discount, free-shipping limits). */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: updatedAt(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  email: text().notNull().unique(),
  locale: text({ enum: ['sk', 'cs', 'en'] }).notNull(),
  channel: nullableChannel(),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const pageViews = pgTable(
  'page_views',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    path: text().notNull(),
    locale: text({ enum: ['sk', 'cs', 'en'] }).notNull(),
    channel: nullableChannel(),
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);
