import type { Locale } from './locales';

export const channelIds = ['cz', 'sk'] as const;
export type ChannelId = (typeof channelIds)[number];
export type CurrencyCode = 'CZK' | 'EUR';
export type CountryCode = 'CZ' | 'SK';

export interface Channel {
  id: ChannelId;
  country: CountryCode;
  currency: CurrencyCode;
  defaultLocale: Locale;
  /** VAT rates in percent; the first one is the standard rate. */
  vatRates: { standard: number; reduced: number; superReduced?: number };
}

export const channels: Record<ChannelId, Channel> = {
  cz: {
    id: 'cz',
    country: 'CZ',
    currency: 'CZK',
    defaultLocale: 'cs',
    vatRates: { standard: 21, reduced: 12 },
  },
  sk: {
    id: 'sk',
    country: 'SK',
    currency: 'EUR',
    defaultLocale: 'sk',
    vatRates: { standard: 23, reduced: 19, superReduced: 5 },
  },
};

/** Spec §1 and domain.md: an unknown host is the Czech shop, in Slovak. */
export const defaultChannelId: ChannelId = 'cz';

export function isChannelId(value: unknown): value is ChannelId {
  return typeof value === 'string' && (channelIds as readonly string[]).includes(value);
}

export type VatClass = keyof Channel['vatRates'];
