import { sql } from 'drizzle-orm';
import { customerRecommendedItems } from '../../schema';
import { sqlRows } from '../../sql-rows';
import type { Db } from '../../types';
import type { CustomerIds } from './customers';
import type { CustomerKey } from './customers-data';
import { type RecommendedPick, recommendedPicks } from './recommended-items-data';

interface PickedVariant {
  id: number;
  min_quantity: number;
  step_quantity: number;
}

/** The first active variant of each of the category's first active products. */
async function variantsOf(db: Db, categoryId: number, products: number): Promise<PickedVariant[]> {
  return sqlRows<PickedVariant>(
    await db.execute(sql`
      select distinct on (p.id) v.id, v.min_quantity, v.step_quantity
      from product_categories pc
      join products p on p.id = pc.product_id and p.is_active
      join variants v on v.product_id = p.id and v.is_active
      where pc.category_id = ${categoryId}
      order by p.id, v.id
      limit ${products}
    `),
  );
}

/** At least the minimum, then in whole steps from it (the cart's rule). */
function orderableQuantity(wanted: number, variant: PickedVariant): number {
  const min = Math.max(1, variant.min_quantity);
  const step = Math.max(1, variant.step_quantity);
  return wanted <= min ? min : min + Math.ceil((wanted - min) / step) * step;
}

/** The dealer's recommended assortment of the demo customers (categories a small catalog lacks are skipped). */
export async function seedRecommendedItems(
  db: Db,
  customerId: CustomerIds,
  categoryIds: Map<string, number>,
  dealerUserId: number,
): Promise<void> {
  for (const [key, picks] of Object.entries(recommendedPicks) as [CustomerKey, RecommendedPick[]][]) {
    const rows: (typeof customerRecommendedItems.$inferInsert)[] = [];
    for (const pick of picks) {
      const categoryId = categoryIds.get(pick.category);
      if (categoryId === undefined) continue;
      for (const variant of await variantsOf(db, categoryId, pick.products)) {
        if (rows.some((row) => row.variantId === variant.id)) continue;
        rows.push({
          customerId: customerId(key),
          variantId: variant.id,
          quantity: orderableQuantity(pick.quantity, variant),
          position: rows.length,
          createdByUserId: dealerUserId,
        });
      }
    }
    if (rows.length > 0) await db.insert(customerRecommendedItems).values(rows);
  }
}
