import { discountCodes } from '../../schema';
import type { Db } from '../../types';
import { discountCodeSeeds } from './discount-codes-data';
import type { SeedClock } from './types';

export async function seedDiscountCodes(db: Db, clock: SeedClock): Promise<void> {
  await db.insert(discountCodes).values(discountCodeSeeds(clock));
}
