import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';

export type Localized<T> = Record<Locale, T>;
export type PerChannel<T> = Record<ChannelId, T>;

export interface NameAndDescription {
  name: string;
  description: string;
}

/** Calendar arithmetic for seed dates, relative to the start of the seeding day (UTC). */
export interface SeedClock {
  today: Date;
  daysFromToday: (days: number) => Date;
}

export function seedClock(now: Date): SeedClock {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    today,
    daysFromToday: (days) => new Date(today.getTime() + days * 86_400_000),
  };
}

/** Root category keys of the catalog seed (ctx.categoryIds). */
export const rootCategoryKeys = [
  'tableware',
  'cutlery',
  'glass',
  'cosmetics',
  'kitchen',
  'textiles',
  'paper-hygiene',
  'cleaning',
  'disposables',
  'technology',
  'clearance',
] as const;
export type RootCategoryKey = (typeof rootCategoryKeys)[number];
