import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { MenuTree } from '@/lib/api/contract/menu';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { categories, categoryTranslations, media, topics, topicTranslations } from '@/lib/server/db/schema';
import { imageRef } from './media';
import { buildMenuTree } from './menu-tree';
import { categoryUrl, topicUrl } from './menu-urls';

/** The category mega-menu: active categories (brand taxons flagged) in `locale`. */
export async function getCategoryMenu(db: DbOrTx, locale: Locale): Promise<MenuTree> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      rootId: categories.rootId,
      isBrandTaxon: categories.isBrandTaxon,
      orderNumber: categories.orderNumber,
      iconName: categories.iconName,
      menuIconName: categories.menuIconName,
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
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.orderNumber), asc(categories.id));
  return buildMenuTree(
    rows.map((row) => {
      const image = imageRef(row);
      return {
        id: row.id,
        name: row.name,
        url: categoryUrl(locale, row.slug),
        has_child: false,
        is_root: row.parentId === null,
        img_path: image?.url ?? null,
        image,
        icon: row.iconName,
        icon_name: row.iconName,
        menu_icon_name: row.menuIconName,
        order_number: row.orderNumber,
        root_id: row.rootId,
        parent_id: row.parentId,
        is_brand_taxon: row.isBrandTaxon,
        open: false,
      };
    }),
  );
}

/** The topic menu of the header: active topics in `locale`; topics have no images. */
export async function getTopicMenu(db: DbOrTx, locale: Locale): Promise<MenuTree> {
  const rows = await db
    .select({
      id: topics.id,
      parentId: topics.parentId,
      rootId: topics.rootId,
      orderNumber: topics.orderNumber,
      iconName: topics.iconName,
      name: topicTranslations.name,
      slug: topicTranslations.slug,
    })
    .from(topics)
    .innerJoin(
      topicTranslations,
      and(eq(topicTranslations.topicId, topics.id), eq(topicTranslations.locale, locale)),
    )
    .where(eq(topics.isActive, true))
    .orderBy(asc(topics.orderNumber), asc(topics.id));
  return buildMenuTree(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      url: topicUrl(locale, row.slug),
      has_child: false,
      is_root: row.parentId === null,
      img_path: null,
      image: null,
      icon: row.iconName,
      icon_name: row.iconName,
      menu_icon_name: row.iconName,
      order_number: row.orderNumber,
      root_id: row.rootId,
      parent_id: row.parentId,
      is_brand_taxon: false,
      open: false,
    })),
  );
}
