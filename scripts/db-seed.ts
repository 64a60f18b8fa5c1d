import { parseArgs } from 'node:util';
import { env } from '@/lib/config/env';
import { recreateDatabase, run } from './db-command';

/** `npm run db:seed -- --products 50000`: starts the database over with a catalog of that size. */
const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = values.products === undefined ? env.SEED_PRODUCTS : Number.parseInt(values.products, 10);
if (!Number.isInteger(products) || products < 20) {
  console.error('--products must be a whole number of at least 20.');
  process.exit(1);
}
run(() => recreateDatabase(products));
