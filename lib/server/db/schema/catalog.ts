import {
  type AnyPgColumn,
  boolean,
  index,
  real,
  integer,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { channel, createdAt, locale, updatedAt } from './columns';
import { sql } from 'drizzle-orm';

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    rootId: integer('root_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    isBrandTaxon: boolean('is_brand_taxon').notNull().default(false),
    orderNumber: integer('order_number').notNull().default(0),
    iconName: text('icon_name'),
    menuIconName: text('menu_icon_name'),
    imageId: integer('image_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Added to the search relevance of the products whose main category (or its root) this is: a generic
     * word ("pohár") finds glasses and disposable cups alike, and the shop's buyers mostly want the glasses.
     */
    searchWeight: real('search_weight').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    unique('category_translations_slug').on(t.locale, t.slug),
  ],
);

export const topics = pgTable('topics', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  parentId: integer('parent_id').references((): AnyPgColumn => topics.id, { onDelete: 'cascade' }),
  rootId: integer('root_id').references((): AnyPgColumn => topics.id, { onDelete: 'cascade' }),
  orderNumber: integer('order_number').notNull().default(0),
  iconName: text('icon_name'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const topicTranslations = pgTable(
  'topic_translations',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text().notNull(),
    slug: text().notNull(),
    content: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.locale] }),
    unique('topic_translations_slug').on(t.locale, t.slug),
  ],
);

export const topicCategories = pgTable(
  'topic_categories',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.categoryId] })],
);

/** Uploaded or generated images; files live under $DATA_DIR/media. */
export const media = pgTable('media', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  path: text().notNull().unique(),
  width: integer().notNull(),
  height: integer().notNull(),
  mimeType: text('mime_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: createdAt(),
});

export const brands = pgTable('brands', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
  /** The brand taxon that lists this brand's products in the category menu. */
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    mainCategoryId: integer('main_category_id').references(() => categories.id, { onDelete: 'set null' }),
    vatClass: text('vat_class', { enum: ['standard', 'reduced', 'superReduced'] })
      .notNull()
      .default('standard'),
    isNew: boolean('is_new').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isSale: boolean('is_sale').notNull().default(false),
    isClearance: boolean('is_clearance').notNull().default(false),
    salesCount: integer('sales_count').notNull().default(0),
    boostScore: integer('boost_score').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_main_category_idx').on(t.mainCategoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_sales_idx').on(t.salesCount),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text().notNull(),
    slug: text().notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text().notNull().default(''),
    /**
     * The name as the search compares it. Stored so that a search reads it from the row instead of
     * unaccenting every candidate name again (most of a suggest call's time at 50,000 products).
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    /**
     * The product's distinct parameters in this language as pairs, name by name with their values at the
     * same positions, kept by database triggers on `product_parameters` (migration 0015), never written by
     * the application: a listing counts its parameter facet from these rows instead of joining thousands
     * of parameter rows.
     */
    parameterNames: text('parameter_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    parameterValues: text('parameter_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * What the search matches words against: the name and the parameters (a value, or the name of a yes/no
     * parameter that is yes), normalized like `search_name` (migration 0019).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`f_unaccent(lower(name || ' ' || f_parameter_search_text(parameter_names, parameter_values)))`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    unique('product_translations_slug').on(t.locale, t.slug),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mediaId] })],
);

export const productParameters = pgTable(
  'product_parameters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text().notNull(),
    value: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('product_parameters_product_idx').on(t.productId, t.locale)],
);

export const variants = pgTable(
  'variants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text().notNull().unique(),
    ean: text(),
    /** Pieces in a carton. */
    packQuantity: integer('pack_quantity').notNull().default(1),
    /** Pieces in the unit the variant is sold in: 1 for a piece, n for a pack of n (lib/catalog/sale-unit.ts). */
    unitPieces: integer('unit_pieces').notNull().default(1),
    minQuantity: integer('min_quantity').notNull().default(1),
    stepQuantity: integer('step_quantity').notNull().default(1),
    stock: integer().notNull().default(0),
    backorder: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('variants_product_idx').on(t.productId), index('variants_ean_idx').on(t.ean)],
);

export const variantTranslations = pgTable(
  'variant_translations',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    locale: locale(),
    /** The option label, e.g. "biela, 6 ks". */
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.locale] })],
);

/** Net price per channel in minor units; a missing EUR price is derived from CZK with the admin rate. */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    channel: channel(),
    netPrice: integer('net_price').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.channel] })],
);

/**
 * A product's offer in a channel, kept by database triggers on `variants` and `variant_prices` (migration
 * 0014), never written by the application: listings, cards and suggestions read one row per product
 * instead of its variants and their prices. A row exists when an active variant has a price in the channel
 * or, outside the Czech shop, a Czech one to derive it from.
 */
export const productOffers = pgTable(
  'product_offers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    channel: channel(),
    /** The lowest own net price of an active variant in the channel. */
    ownNetPrice: integer('own_net_price'),
    /** The lowest Czech net price of an active variant without an own price (never in the Czech shop). */
    czechNetPrice: integer('czech_net_price'),
    /** How many different prices the active variants have (own, else Czech). */
    priceCount: integer('price_count').notNull(),
    /** An active variant can be ordered: on stock or on backorder. */
    inStock: boolean('in_stock').notNull(),
    /** An active variant is on stock. */
    onStock: boolean('on_stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.channel] })],
);

/** Every net price a variant had, for the EU rule "lowest price of the previous 30 days". */
export const variantPriceHistory = pgTable(
  'variant_price_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    channel: channel(),
    netPrice: integer('net_price').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('variant_price_history_idx').on(t.variantId, t.channel, t.validFrom)],
);
