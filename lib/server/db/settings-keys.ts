import type { ChannelId } from '@/lib/config/channels';

/** Keys of the `settings` table that the shop reads; values are stored as strings. */
export const SETTING_EXCHANGE_RATE_EUR_CZK = 'exchange_rate_eur_czk';
export const SETTING_MAX_CART_DISCOUNT_PERCENT = 'max_cart_discount_percent';
export const SETTING_PARTNER_DISCOUNT_PERCENT = 'partner_discount_percent';
export const SETTING_FREE_SHIPPING_THRESHOLD_CZ = 'free_shipping_threshold_cz';
export const SETTING_FREE_SHIPPING_THRESHOLD_SK = 'free_shipping_threshold_sk';
export const SETTING_B2B_PROMO_QUERY_PARAM = 'b2b_promo_query_param';
export const SETTING_B2B_PROMO_QUERY_VALUE = 'b2b_promo_query_value';

export const settingKeys = [
  SETTING_EXCHANGE_RATE_EUR_CZK,
  SETTING_MAX_CART_DISCOUNT_PERCENT,
  SETTING_PARTNER_DISCOUNT_PERCENT,
  SETTING_FREE_SHIPPING_THRESHOLD_CZ,
  SETTING_FREE_SHIPPING_THRESHOLD_SK,
  SETTING_B2B_PROMO_QUERY_PARAM,
  SETTING_B2B_PROMO_QUERY_VALUE,
] as const;

export type SettingKey = (typeof settingKeys)[number];

/** Free-shipping threshold (gross, minor units of the channel currency) per channel. */
export const freeShippingThresholdKeys: Record<ChannelId, SettingKey> = {
  cz: SETTING_FREE_SHIPPING_THRESHOLD_CZ,
  sk: SETTING_FREE_SHIPPING_THRESHOLD_SK,
};
