import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { categories, categoryTranslations, media } from '@/lib/server/db/schema';
import { imageRef, type ImageRef } from './media';

export interface CategoryCard {
  id: number;
  name: string;
  slug: string;
  image: ImageRef | null;
}

export async function listRootCategories(db: DbOrTx, locale: Locale): Promise<CategoryCard[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categoryTranslations.name,
      slug: categoryTranslations.slug,
      path: media.path,
      width: media.width,
      height: media.height,
    })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
    )
    .leftJoin(media, eq(media.id, categories.imageId))
    .where(
      and(isNull(categories.parentId), eq(categories.isActive, true), eq(categories.isBrandTaxon, false)),
    )
    .orderBy(asc(categories.orderNumber), asc(categories.id));
  return rows.map(({ path, width, height, ...row }) => ({
    ...row,
    image: imageRef({ path, width, height }),
  }));
}
