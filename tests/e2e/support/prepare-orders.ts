import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { shopToday } from '@/lib/admin/statistics/days';
import { env } from '@/lib/config/env';
import { openPglite } from '@/lib/server/db/connect';
import { prepareDatabase } from '@/lib/server/db/prepare';
import { sql } from 'drizzle-orm';
import { sqlRows } from '@/lib/server/db/sql-rows';
import type { Db } from '@/lib/server/db/types';
import { derivedEurProductSlug } from '@/tests/support/catalog-picks';
import { insertOrderFixture } from '@/tests/support/order-fixtures';
import { insertFailedMailJob } from './prepare-mail-jobs';
import { insertPopularSearches } from './prepare-searches';

/**
 * A product with a single variant that is out of stock and sold on backorder (an item with deposit), priced
 * in both shops, minimum quantity 1: the checkout tests order it by its Slovak slug.
 */
async function backorderProductSlug(db: Db): Promise<string> {
  const [row] = sqlRows<{ slug: string }>(
    await db.execute(sql`
      select t.slug from products p
      join product_translations t on t.product_id = p.id and t.locale = 'sk'
      join variants v on v.product_id = p.id
      where p.is_active and v.is_active and v.backorder and v.stock = 0 and v.min_quantity = 1
        and v.step_quantity = 1
        and (select count(*) from variants other where other.product_id = p.id) = 1
        and (select count(*) from variant_prices vp where vp.variant_id = v.id) = 2
      order by p.id
      limit 1
    `),
  );
  if (!row) throw new Error('The seeded catalog has no single-variant product on backorder');
  return row.slug;
}

/**
 * Ten codes of the Slovak shop that a quick order can take as pasted: in stock, sold by the piece, priced
 * in euros, and on none of the seeded orders (a reorder does not put them into the cart first).
 */
async function quickOrderCodes(db: Db): Promise<string[]> {
  const rows = sqlRows<{ code: string }>(
    await db.execute(sql`
      select v.code from variants v
      join products p on p.id = v.product_id and p.is_active
      join variant_prices vp on vp.variant_id = v.id and vp.channel = 'sk'
      where v.is_active and not v.backorder and v.stock >= 50 and v.min_quantity = 1 and v.step_quantity = 1
        and not exists (select 1 from order_items i where i.variant_id = v.id)
      order by v.id desc
      limit 10
    `),
  );
  if (rows.length < 10) throw new Error('The seeded catalog has fewer than 10 variants for the quick order');
  return rows.map((row) => row.code);
}

/**
 * Run before the e2e server starts (the embedded database takes one process at a time): seeds the
 * database as the server would, adds submitted orders for the order pages' tests and writes their ids
 * and tokens, with the shop day they were placed on, to `$DATA_DIR/e2e-orders.json`, and adds searches of several visitors (popular-searches.ts)
 * and an e-mail that failed for good (prepare-mail-jobs.ts).
 */
async function prepareOrders(): Promise<void> {
  const dataDir = path.resolve(env.DATA_DIR);
  const database = await openPglite(dataDir);
  try {
    await prepareDatabase(database, { products: env.SEED_PRODUCTS, mediaDir: path.join(dataDir, 'media') });
    const { db } = database;
    const placedOn = shopToday();
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
      // The return form's: one per test, each with its own e-mail.
      returnSk: await insertOrderFixture(db, {
        channel: 'cz',
        locale: 'sk',
        number: '2026-CZ-000105',
        email: 'vratenie.sk@example.com',
      }),
      returnEn: await insertOrderFixture(db, {
        channel: 'cz',
        locale: 'en',
        number: '2026-CZ-000106',
        email: 'return.en@example.com',
      }),
      returnAdmin: await insertOrderFixture(db, {
        channel: 'cz',
        locale: 'cs',
        number: '2026-CZ-000107',
        email: 'vraceni.admin@example.com',
      }),
    };
    writeFileSync(path.join(dataDir, 'e2e-orders.json'), JSON.stringify({ placedOn, orders }, null, 2));
    const products = {
      backorder: await backorderProductSlug(db),
      derivedEur: await derivedEurProductSlug(db),
      quickOrder: await quickOrderCodes(db),
    };
    writeFileSync(path.join(dataDir, 'e2e-products.json'), JSON.stringify(products, null, 2));
    await insertPopularSearches(db);
    await insertFailedMailJob(db);
  } finally {
    await database.close();
  }
}

prepareOrders().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
