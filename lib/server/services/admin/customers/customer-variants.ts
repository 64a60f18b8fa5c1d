import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { variants } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';

/** The variant of a code the dealer typed (any case), or 422 VARIANT_NOT_FOUND on the code field. */
export async function variantByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: variants.id, productId: variants.productId, code: variants.code })
    .from(variants)
    .where(eq(sql`lower(${variants.code})`, code.trim().toLowerCase()));
  if (!row) throw new AppError('VARIANT_NOT_FOUND', undefined, { status: 422 });
  return row;
}
