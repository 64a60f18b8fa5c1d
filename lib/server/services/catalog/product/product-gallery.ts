import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { imageRef, type ImageRef } from '@/lib/server/services/media';

/** The product's images in their order; the first one is the main image. */
export async function productGallery(db: DbOrTx, productId: number): Promise<ImageRef[]> {
  const rows = sqlRows<{ path: string; width: number; height: number }>(
    await db.execute(sql`
      select m.path, m.width, m.height from product_images pi join media m on m.id = pi.media_id
      where pi.product_id = ${productId}
      order by pi.position, pi.media_id
    `),
  );
  return rows.map(imageRef).filter((image): image is ImageRef => image !== null);
}
