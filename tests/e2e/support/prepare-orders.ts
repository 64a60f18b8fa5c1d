import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { openPglite } from '@/lib/server/db/connect';
import { prepareDatabase } from '@/lib/server/db/prepare';
import { insertOrderFixture } from '@/tests/support/order-fixtures';

/**
 * Run before the e2e server starts (the embedded database takes one process at a time): seeds the
 * database as the server would, adds submitted orders for the order pages' tests and writes their ids
 * and tokens to `$DATA_DIR/e2e-orders.json`.
 */
async function prepareOrders(): Promise<void> {
  const dataDir = path.resolve(env.DATA_DIR);
  const database = await openPglite(dataDir);
  try {
    await prepareDatabase(database, { products: env.SEED_PRODUCTS, mediaDir: path.join(dataDir, 'media') });
    const { db } = database;
    const orders = {
      czBankTransfer: await insertOrderFixture(db, { channel: 'cz', locale: 'sk', number: '2026-CZ-000101' }),
      skBankTransfer: await insertOrderFixture(db, { channel: 'sk', locale: 'sk', number: '2026-SK-000102' }),
      czCardEnglish: await insertOrderFixture(db, {
        channel: 'cz',
        locale: 'en',
        paymentType: 'CARD',
        number: '2026-CZ-000103',
      }),
      czCard: await insertOrderFixture(db, {
        channel: 'cz',
        locale: 'cs',
        paymentType: 'CARD',
        number: '2026-CZ-000104',
      }),
    };
    writeFileSync(path.join(dataDir, 'e2e-orders.json'), JSON.stringify(orders, null, 2));
  } finally {
    await database.close();
  }
}

prepareOrders().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
