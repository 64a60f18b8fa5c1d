import 'server-only';
import { sql } from 'drizzle-orm';
import { type Locale, locales } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { imageRef, type ImageRef } from '@/lib/server/services/media';

export interface CategoryLink {
  id: number;
  name: string;
  slug: string;
}

export interface SubcategoryTile extends CategoryLink {
  image: ImageRef | null;
  isBrandTaxon: boolean;
}

export interface ListingCategory extends CategoryLink {
  description: string;
  isBrandTaxon: boolean;
  image: ImageRef | null;
  /** Root first, without the category itself. */
  ancestors: CategoryLink[];
  children: SubcategoryTile[];
  /** The category's slug in every locale, for hreflang alternates. */
  slugs: Partial<Record<Locale, string>>;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  description: string;
  is_brand_taxon: boolean;
  path: string | null;
  width: number | null;
  height: number | null;
}

async function categoryBySlug(db: DbOrTx, locale: Locale, slug: string): Promise<CategoryRow | null> {
  const rows = sqlRows<CategoryRow>(
    await db.execute(sql`
      select c.id, c.parent_id, t.name, t.slug, t.description, c.is_brand_taxon, m.path, m.width, m.height
      from category_translations t
      join categories c on c.id = t.category_id and c.is_active
      left join media m on m.id = c.image_id
      where t.locale = ${locale} and t.slug = ${slug}
    `),
  );
  return rows[0] ?? null;
}

async function ancestorsOf(db: DbOrTx, locale: Locale, parentId: number | null): Promise<CategoryLink[]> {
  if (parentId === null) return [];
  const rows = sqlRows<CategoryLink & { depth: number }>(
    await db.execute(sql`
      with recursive up(id, parent_id, depth) as (
        select c.id, c.parent_id, 0 from categories c where c.id = ${parentId}
        union all
        select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id
      )
      select up.id, t.name, t.slug, up.depth
      from up join category_translations t on t.category_id = up.id and t.locale = ${locale}
      order by up.depth desc
    `),
  );
  return rows.map(({ id, name, slug }) => ({ id, name, slug }));
}

async function childrenOf(db: DbOrTx, locale: Locale, id: number): Promise<SubcategoryTile[]> {
  const rows = sqlRows<CategoryRow>(
    await db.execute(sql`
      select c.id, c.parent_id, t.name, t.slug, t.description, c.is_brand_taxon, m.path, m.width, m.height
      from categories c
      join category_translations t on t.category_id = c.id and t.locale = ${locale}
      left join media m on m.id = c.image_id
      where c.parent_id = ${id} and c.is_active
      order by c.order_number, c.id
    `),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: imageRef(row),
    isBrandTaxon: row.is_brand_taxon,
  }));
}

async function slugsOf(db: DbOrTx, id: number): Promise<Partial<Record<Locale, string>>> {
  const rows = sqlRows<{ locale: Locale; slug: string }>(
    await db.execute(sql`select locale, slug from category_translations where category_id = ${id}`),
  );
  return Object.fromEntries(
    rows.filter((row) => locales.includes(row.locale)).map((row) => [row.locale, row.slug]),
  );
}

/** An active category by its slug in `locale`, with what its page shows around the products. */
export async function findListingCategory(
  db: DbOrTx,
  locale: Locale,
  slug: string,
): Promise<ListingCategory | null> {
  const row = await categoryBySlug(db, locale, slug);
  if (!row) return null;
  const [ancestors, children, slugs] = [
    await ancestorsOf(db, locale, row.parent_id),
    await childrenOf(db, locale, row.id),
    await slugsOf(db, row.id),
  ];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isBrandTaxon: row.is_brand_taxon,
    image: imageRef(row),
    ancestors,
    children,
    slugs,
  };
}

/**
 * A special list's category path (`/novinky/kuchyna/panvice`): every segment is a slug of `locale` and
 * each one a subcategory of the one before; the last one is the category. Anything else is no category.
 */
export async function findCategoryPath(
  db: DbOrTx,
  locale: Locale,
  path: string[],
): Promise<ListingCategory | null> {
  const last = path.at(-1);
  if (last === undefined) return null;
  const category = await findListingCategory(db, locale, last);
  if (!category) return null;
  const chain = [...category.ancestors.map((ancestor) => ancestor.slug), category.slug];
  const matches = path.every((slug, index) => chain[chain.length - path.length + index] === slug);
  // The first segment may be any level (`/novinky/panvice`); the later ones must follow the tree.
  return matches && path.length <= chain.length ? category : null;
}
