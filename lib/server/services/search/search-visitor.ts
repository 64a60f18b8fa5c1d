import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { settings } from '@/lib/server/db/schema';
import { clientNetwork } from './client-network';

/** A `settings` row the shop makes on first use (random per installation); no admin page shows it. */
const KEY_SETTING = 'search_visitor_key';

/** 16 bits: three visitors rarely share a value, and each value stands for 1/65,536 of all networks. */
const HASH_HEX_DIGITS = 4;

let visitorKey: Promise<string> | undefined;

async function readOrCreateKey(db: DbOrTx): Promise<string> {
  await db
    .insert(settings)
    .values({ key: KEY_SETTING, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY_SETTING));
  if (!row) throw new Error('The search visitor key is missing');
  return row.value;
}

/**
 * Who searched, without keeping who it was: a few hex digits of a keyed hash of the client's network.
 * The key is made once per installation and shared by every instance through the database, so a visitor
 * is the same on all of them; without it nobody can tell which networks a value stands for.
 */
export async function searchVisitorHash(db: DbOrTx, ip: string): Promise<string> {
  visitorKey ??= readOrCreateKey(db).catch((error: unknown) => {
    visitorKey = undefined;
    throw error;
  });
  const hash = createHmac('sha256', await visitorKey).update(clientNetwork(ip));
  return hash.digest('hex').slice(0, HASH_HEX_DIGITS);
}
