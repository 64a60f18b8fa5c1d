import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { AdminCategory, CategoryInput } from '@/lib/api/contract/admin/categories';
import { locales } from '@/lib/config/locales';
import type { Db, Tx } from '@/lib/server/db';
import { categories, categoryTranslations } from '@/lib/server/db/schema';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import { AppError } from '@/lib/server/errors';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { readAdminCategory } from './category-read';
import { assertSlugsFree } from '../slug-conflicts';
import { nextOrderNumber, rootUnderParent, updateDescendantRoots } from './tree-table';

function slugsOf(input: CategoryInput) {
  return { sk: input.translations.sk.slug, cs: input.translations.cs.slug, en: input.translations.en.slug };
}

async function writeTexts(tx: Tx, categoryId: number, input: CategoryInput) {
  await tx.delete(categoryTranslations).where(eq(categoryTranslations.categoryId, categoryId));
  await tx
    .insert(categoryTranslations)
    .values(locales.map((locale) => ({ categoryId, locale, ...input.translations[locale] })));
}

function columns(input: CategoryInput) {
  return {
    iconName: input.icon_name || null,
    menuIconName: input.menu_icon_name || null,
    isActive: input.is_active,
  };
}

/** A new category at the end of its parent's children; the shop's menu and listings show it at once. */
export async function createCategory(
  db: Db,
  caller: AdminCaller,
  input: CategoryInput,
): Promise<AdminCategory> {
  const id = await db.transaction(async (tx) => {
    await assertSlugsFree(tx, categoryTranslations, slugsOf(input), null);
    const rootId = await rootUnderParent(tx, 'categories', null, input.parent_id);
    const [row] = await tx
      .insert(categories)
      .values({
        ...columns(input),
        parentId: input.parent_id,
        rootId,
        orderNumber: await nextOrderNumber(tx, 'categories', input.parent_id),
      })
      .returning({ id: categories.id });
    await writeTexts(tx, row!.id, input);
    await recordAudit(tx, caller, {
      action: 'category-create',
      entityId: row!.id,
      summary: input.translations.sk.name,
    });
    return row!.id;
  });
  expireCacheTag(cacheTags.catalog);
  return readAdminCategory(db, id);
}

/** Texts, icons, visibility and parent of a category; moved to another parent it goes to the end there. */
export async function updateCategory(
  db: Db,
  caller: AdminCaller,
  id: number,
  input: CategoryInput,
): Promise<AdminCategory> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!existing) throw new AppError('NOT_FOUND');
    await assertSlugsFree(tx, categoryTranslations, slugsOf(input), id);
    const rootId = await rootUnderParent(tx, 'categories', id, input.parent_id);
    const moved = existing.parentId !== input.parent_id;
    await tx
      .update(categories)
      .set({
        ...columns(input),
        parentId: input.parent_id,
        rootId,
        ...(moved ? { orderNumber: await nextOrderNumber(tx, 'categories', input.parent_id) } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(categories.id, id));
    if (moved) await updateDescendantRoots(tx, 'categories', id, rootId);
    await writeTexts(tx, id, input);
    await recordAudit(tx, caller, {
      action: 'category-update',
      entityId: id,
      summary: input.translations.sk.name,
    });
  });
  expireCacheTag(cacheTags.catalog);
  return readAdminCategory(db, id);
}
