import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { settings } from '@/lib/server/db/schema';
import { SETTING_EXCHANGE_RATE_EUR_CZK, type SettingKey } from '@/lib/server/db/settings-keys';

const DEFAULT_EXCHANGE_RATE = 25;

export async function getSetting(db: DbOrTx, key: SettingKey): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/** CZK for one EUR, as set in admin (`nastavit-kurz`). */
export async function getExchangeRate(db: DbOrTx): Promise<number> {
  const value = Number.parseFloat((await getSetting(db, SETTING_EXCHANGE_RATE_EUR_CZK)) ?? '');
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_EXCHANGE_RATE;
}
