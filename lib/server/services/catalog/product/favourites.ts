import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { favourites, products } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';

/** Marks an active product as the user's favourite; marking it again changes nothing. */
export async function addFavourite(db: DbOrTx, userId: number, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw new AppError('NOT_FOUND');
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
}

/** Removes one of the user's own favourites; a product that is not among them is no error. */
export async function removeFavourite(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}

/** The user's favourite products, the most recently added first. */
export async function listFavouriteIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((row) => row.id);
}
