import 'server-only';
import type {
  ExchangeRate,
  MaxCartDiscount,
  PartnerDiscountSetting,
} from '@/lib/api/contract/admin/settings';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import type { Db, DbOrTx } from '@/lib/server/db';
import {
  SETTING_EXCHANGE_RATE_EUR_CZK,
  SETTING_MAX_CART_DISCOUNT_PERCENT,
  SETTING_PARTNER_DISCOUNT_PERCENT,
} from '@/lib/server/db/settings-keys';
import { partnerDiscountPercentage } from '@/lib/server/services/b2b/partner-discount';
import { getMaxCartDiscountPercent } from '@/lib/server/services/cart/cart-discount-codes';
import { getExchangeRate } from '@/lib/server/services/settings';
import type { AdminCaller } from '../admin-caller';
import { writeSetting } from './write-setting';

/** The rate as the shop uses it (its default when none is stored). */
export async function readExchangeRate(db: DbOrTx): Promise<ExchangeRate> {
  return { rate: await getExchangeRate(db) };
}

/** A new rate changes every derived EUR price: the cached catalog pages are rendered anew. */
export async function updateExchangeRate(
  db: Db,
  caller: AdminCaller,
  input: ExchangeRate,
): Promise<ExchangeRate> {
  await writeSetting(db, caller, SETTING_EXCHANGE_RATE_EUR_CZK, String(input.rate));
  expireCacheTag(cacheTags.catalog);
  return readExchangeRate(db);
}

export async function readMaxCartDiscount(db: DbOrTx): Promise<MaxCartDiscount> {
  return { percent: await getMaxCartDiscountPercent(db) };
}

/** Carts read the cap on every pricing: the next one applies it. */
export async function updateMaxCartDiscount(
  db: Db,
  caller: AdminCaller,
  input: MaxCartDiscount,
): Promise<MaxCartDiscount> {
  await writeSetting(db, caller, SETTING_MAX_CART_DISCOUNT_PERCENT, String(input.percent));
  return readMaxCartDiscount(db);
}

export async function readPartnerDiscount(db: DbOrTx): Promise<PartnerDiscountSetting> {
  return { percent: await partnerDiscountPercentage(db) };
}

/** B2B prices and carts read the percentage per request: the next one applies it. */
export async function updatePartnerDiscount(
  db: Db,
  caller: AdminCaller,
  input: PartnerDiscountSetting,
): Promise<PartnerDiscountSetting> {
  await writeSetting(db, caller, SETTING_PARTNER_DISCOUNT_PERCENT, String(input.percent));
  return readPartnerDiscount(db);
}
