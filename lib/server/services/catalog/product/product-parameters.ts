import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import type { DbOrTx } from '@/lib/server/db';
import { productParameters } from '@/lib/server/db/schema';

export interface ProductParameter {
  name: string;
  value: string;
}

export async function listProductParameters(
  db: DbOrTx,
  productId: number,
  locale: Locale,
): Promise<ProductParameter[]> {
  return db
    .select({ name: productParameters.name, value: productParameters.value })
    .from(productParameters)
    .where(and(eq(productParameters.productId, productId), eq(productParameters.locale, locale)))
    .orderBy(asc(productParameters.position), asc(productParameters.id));
}
