import 'server-only';
import { sql } from 'drizzle-orm';
import type { VatClass } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';

/** The product row behind a page: its texts in the locale, its brand and its flags. */
export interface ProductBase {
  id: number;
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
  brand: { id: number; name: string } | null;
  mainCategoryId: number | null;
  vatClass: VatClass;
  flags: { isNew: boolean; isSale: boolean; isRecommended: boolean; isClearance: boolean };
  /** The product's slug in every locale it is translated to (hreflang alternates). */
  slugs: Partial<Record<Locale, string>>;
}

interface BaseRow {
  id: number;
  name: string;
  slug: string;
  short_description: string;
  description: string;
  brand_id: number | null;
  brand_name: string | null;
  main_category_id: number | null;
  vat_class: VatClass;
  is_new: boolean;
  is_sale: boolean;
  is_recommended: boolean;
  is_clearance: boolean;
}

async function slugsOf(db: DbOrTx, productId: number): Promise<ProductBase['slugs']> {
  const rows = sqlRows<{ locale: Locale; slug: string }>(
    await db.execute(sql`select locale, slug from product_translations where product_id = ${productId}`),
  );
  return Object.fromEntries(rows.map((row) => [row.locale, row.slug]));
}

/** The active product with this slug in `locale`, or null. */
export async function findProductBySlug(
  db: DbOrTx,
  locale: Locale,
  slug: string,
): Promise<ProductBase | null> {
  const [row] = sqlRows<BaseRow>(
    await db.execute(sql`
      select p.id, t.name, t.slug, t.short_description, t.description, b.id as brand_id, b.name as brand_name,
             p.main_category_id, p.vat_class, p.is_new, p.is_sale, p.is_recommended, p.is_clearance
      from product_translations t
      join products p on p.id = t.product_id and p.is_active
      left join brands b on b.id = p.brand_id and b.is_active
      where t.locale = ${locale} and t.slug = ${slug}
    `),
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    shortDescription: row.short_description,
    description: row.description,
    brand: row.brand_id !== null && row.brand_name ? { id: row.brand_id, name: row.brand_name } : null,
    mainCategoryId: row.main_category_id,
    vatClass: row.vat_class,
    flags: {
      isNew: row.is_new,
      isSale: row.is_sale,
      isRecommended: row.is_recommended,
      isClearance: row.is_clearance,
    },
    slugs: await slugsOf(db, row.id),
  };
}

/**
 * The slug in `locale` of an active product that has `slug` in another locale: a link that kept the
 * slug of the language it came from (e.g. after a language switch) is sent to the right one.
 */
export async function findTranslatedSlug(db: DbOrTx, locale: Locale, slug: string): Promise<string | null> {
  const [row] = sqlRows<{ slug: string }>(
    await db.execute(sql`
      select own.slug from product_translations other
      join products p on p.id = other.product_id and p.is_active
      join product_translations own on own.product_id = p.id and own.locale = ${locale}
      where other.slug = ${slug} and other.locale <> ${locale}
      order by other.locale
      limit 1
    `),
  );
  return row?.slug ?? null;
}
