import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { settings } from '@/lib/server/db/schema';
import type { SettingKey } from '@/lib/server/db/settings-keys';
import { getSetting } from '@/lib/server/services/settings';
import { recordAudit } from '../audit-log';
import type { AdminCaller } from '../admin-caller';

/** Stores one setting and records the change from the old value, in one transaction. */
export async function writeSetting(
  db: Db,
  caller: AdminCaller,
  key: SettingKey,
  value: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getSetting(tx, key);
    await tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    await recordAudit(tx, caller, {
      action: 'update',
      entityId: key,
      summary: `${before ?? '∅'} → ${value}`,
    });
  });
}
