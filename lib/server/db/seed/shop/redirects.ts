import { redirects } from '../../schema';
import type { Db } from '../../types';
import { redirectSeeds } from './redirects-data';

export async function seedRedirects(db: Db): Promise<void> {
  await db.insert(redirects).values(redirectSeeds);
}
