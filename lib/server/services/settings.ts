import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { settings } from '@/lib/server/db/schema';
import type { Channel, ChannelId } from '@/lib/config/channels';
import {
  freeShippingThresholdKeys,
  SETTING_EXCHANGE_RATE_EUR_CZK,
  type SettingKey,
} from '@/lib/server/db/settings-keys';

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

/** CZK per EUR where EUR prices may have to be derived (SK shop); the CZ shop needs no rate and no query. */
export async function exchangeRateFor(db: DbOrTx, channel: Channel): Promise<number> {
  return channel.id === 'sk' ? getExchangeRate(db) : 1;
}

/** Goods total (gross, minor units) from which shipping is free in a shop, or null when there is none. */
export async function getFreeShippingThreshold(db: DbOrTx, channelId: ChannelId): Promise<number | null> {
  const value = Number.parseInt((await getSetting(db, freeShippingThresholdKeys[channelId])) ?? '', 10);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
