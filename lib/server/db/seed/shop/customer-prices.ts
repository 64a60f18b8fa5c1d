import { asc, eq } from 'drizzle-orm';
import { customerPrices, variantPrices, variants } from '../../schema';
import type { Db } from '../../types';
import {
  CUSTOMER_PRICES_CUSTOMER,
  CUSTOMER_PRICES_DISCOUNT_PERCENT,
  CUSTOMER_PRICES_VARIANT_COUNT,
} from './customers-data';
import type { CustomerIds } from './customers';

/** Individual net prices for the first variants that have a CZ list price. */
export async function seedCustomerPrices(db: Db, customerId: CustomerIds): Promise<void> {
  const listPrices = await db
    .select({ variantId: variants.id, netPrice: variantPrices.netPrice })
    .from(variants)
    .innerJoin(variantPrices, eq(variantPrices.variantId, variants.id))
    .where(eq(variantPrices.channel, 'cz'))
    .orderBy(asc(variants.id))
    .limit(CUSTOMER_PRICES_VARIANT_COUNT);
  if (listPrices.length === 0) return;
  await db.insert(customerPrices).values(
    listPrices.map(({ variantId, netPrice }) => ({
      customerId: customerId(CUSTOMER_PRICES_CUSTOMER),
      variantId,
      channel: 'cz' as const,
      netPrice: Math.round((netPrice * (100 - CUSTOMER_PRICES_DISCOUNT_PERCENT)) / 100),
    })),
  );
}
