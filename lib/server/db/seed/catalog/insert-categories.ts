import { type Locale, locales } from '@/lib/config/locales';
import { brands, categories, categoryTranslations } from '../../schema';
import type { Db } from '../../types';
import { insertChunked } from '../context';
import { brandSeeds } from './brands';
import type { CatalogImages } from './images';
import { slugify } from '@/lib/format/slug';
import { type CategorySeed, taxonomy } from './taxonomy';
import { type Text, tx } from './text';

const CHUNK = 500;

type CategoryRow = typeof categories.$inferInsert;

interface CategoryInput {
  key: string;
  row: CategoryRow;
  name: Text;
  description: Text;
  slug?: string;
}

/** Category slugs are unique per locale; a clash gets the parent's slug as a prefix. */
class SlugRegistry {
  private readonly used: Record<Locale, Set<string>> = { sk: new Set(), cs: new Set(), en: new Set() };

  take(locale: Locale, wanted: string, prefix: string): string {
    const slug = this.used[locale].has(wanted) ? `${prefix}-${wanted}` : wanted;
    this.used[locale].add(slug);
    return slug;
  }
}

async function insertCategoryLevel(
  db: Db,
  inputs: CategoryInput[],
  slugs: SlugRegistry,
  parentName: Text | null,
) {
  const rows = await db
    .insert(categories)
    .values(inputs.map((input) => input.row))
    .returning({ id: categories.id });
  if (rows.length !== inputs.length) throw new Error('Category insert returned a different number of rows');
  const ids = new Map<string, number>();
  const translations = inputs.flatMap((input, index) => {
    const id = rows[index]?.id;
    if (id === undefined) throw new Error(`No id for category ${input.key}`);
    ids.set(input.key, id);
    return locales.map((locale) => ({
      categoryId: id,
      locale,
      name: input.name[locale],
      slug: slugs.take(
        locale,
        input.slug ?? slugify(input.name[locale]),
        slugify(parentName?.[locale] ?? input.key),
      ),
      description: input.description[locale],
    }));
  });
  await insertChunked(translations, CHUNK, (chunk) => db.insert(categoryTranslations).values(chunk));
  return ids;
}

function brandTaxonDescription(name: string): Text {
  return tx(
    `Všetky výrobky značky ${name} v našej ponuke na jednom mieste.`,
    `Všechny výrobky značky ${name} v naší nabídce na jednom místě.`,
    `Every ${name} product in our range in one place.`,
  );
}

/** The category tree: roots, their subcategories and the brand taxons. Returns ids by stable key. */
export async function insertCategories(db: Db, images: CatalogImages): Promise<Map<string, number>> {
  const slugs = new SlugRegistry();
  const imageKey = (seed: CategorySeed) => `category-${seed.image.drawing}-${seed.image.colour}`;
  const rootIds = await insertCategoryLevel(
    db,
    taxonomy.map((root, index) => ({
      key: root.key,
      name: root.name,
      description: root.description,
      row: {
        orderNumber: index + 1,
        iconName: root.iconName,
        menuIconName: root.iconName,
        imageId: images.id(imageKey(root)),
        searchWeight: root.searchWeight ?? 0,
      },
    })),
    slugs,
    null,
  );
  const ids = new Map(rootIds);
  for (const root of taxonomy) {
    const rootId = rootIds.get(root.key);
    if (rootId === undefined) throw new Error(`Root ${root.key} missing`);
    const children: CategoryInput[] = root.children.map((child, index) => ({
      key: child.key,
      name: child.name,
      description: child.description,
      row: { parentId: rootId, rootId, orderNumber: index + 1, imageId: images.id(imageKey(child)) },
    }));
    const taxons = brandSeeds.filter((brand) => brand.taxonUnder === root.key);
    children.push(
      ...taxons.map((brand, index) => ({
        key: `brand/${brand.slug}`,
        name: tx(brand.name, brand.name, brand.name),
        description: brandTaxonDescription(brand.name),
        slug: brand.slug,
        row: {
          parentId: rootId,
          rootId,
          isBrandTaxon: true,
          orderNumber: root.children.length + index + 1,
          imageId: images.id(`brand-${brand.slug}`),
        },
      })),
    );
    const childIds = await insertCategoryLevel(db, children, slugs, root.name);
    for (const [key, id] of childIds) ids.set(key, id);
  }
  return ids;
}

export async function insertBrands(
  db: Db,
  categoryIds: Map<string, number>,
  images: CatalogImages,
): Promise<Map<string, number>> {
  const rows = await db
    .insert(brands)
    .values(
      brandSeeds.map((brand) => ({
        name: brand.name,
        slug: brand.slug,
        imageId: images.id(`brand-${brand.slug}`),
        categoryId: brand.taxonUnder ? (categoryIds.get(`brand/${brand.slug}`) ?? null) : null,
      })),
    )
    .returning({ id: brands.id, slug: brands.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}
