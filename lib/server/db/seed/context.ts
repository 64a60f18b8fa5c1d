import type { Db } from '../types';

export interface SeedOptions {
  /** How many products the generated catalog has (about 2,000 by default). */
  products: number;
  /** Where generated images are written ($DATA_DIR/media); files already there are reused. */
  mediaDir: string;
}

export interface SeedContext extends SeedOptions {
  db: Db;
  /** Category ids by the generator's stable category key (e.g. "tableware", "tableware/plates"). */
  categoryIds: Map<string, number>;
  /** Product ids in generation order. */
  productIds: number[];
}

/** Inserts rows in chunks so that one statement never carries too many parameters. */
export async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}
