import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { lastVisited, products } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';

/** Records that the visitor saw a product; a repeated visit moves it to the front. */
export async function recordVisit(db: DbOrTx, visitorKey: string, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw new AppError('NOT_FOUND');
  // clock_timestamp, not now(): two visits in one transaction must still be ordered.
  await db
    .insert(lastVisited)
    .values({ visitorKey, productId, visitedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [lastVisited.visitorKey, lastVisited.productId],
      set: { visitedAt: sql`clock_timestamp()` },
    });
}

/** Ids of the visitor's most recently visited active products, most recent first. */
export async function listLastVisitedIds(db: DbOrTx, visitorKey: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: lastVisited.productId })
    .from(lastVisited)
    .innerJoin(products, and(eq(products.id, lastVisited.productId), eq(products.isActive, true)))
    .where(eq(lastVisited.visitorKey, visitorKey))
    .orderBy(desc(lastVisited.visitedAt), desc(lastVisited.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
