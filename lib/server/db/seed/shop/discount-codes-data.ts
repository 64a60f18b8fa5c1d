import type { ChannelId } from '@/lib/config/channels';
import type { SeedClock } from './types';

export interface DiscountCodeSeed {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent, or an amount in minor units of the code's channel currency (amount codes need a channel). */
  value: number;
  channel: ChannelId | null;
  audience: 'all' | 'b2c' | 'b2b';
  validFrom: Date | null;
  validTo: Date | null;
  usageLimit: number | null;
  usedCount: number;
  /** Minimum gross goods total in minor units of the channel currency. */
  minOrderTotal: number;
  isActive: boolean;
}

const base: Omit<DiscountCodeSeed, 'code' | 'kind' | 'value'> = {
  channel: null,
  audience: 'all',
  validFrom: null,
  validTo: null,
  usageLimit: null,
  usedCount: 0,
  minOrderTotal: 0,
  isActive: true,
};

/** One code per rule the cart has to check: channel, audience, validity, usage limit, minimum, inactive. */
export function discountCodeSeeds(clock: SeedClock): DiscountCodeSeed[] {
  return [
    { ...base, code: 'VITAJTE10', kind: 'percent', value: 10, channel: 'sk' },
    { ...base, code: 'VITEJTE10', kind: 'percent', value: 10, channel: 'cz' },
    { ...base, code: 'B2C5', kind: 'percent', value: 5, audience: 'b2c' },
    {
      ...base,
      code: 'HORECA500',
      kind: 'amount',
      value: 50_000,
      channel: 'cz',
      audience: 'b2b',
      minOrderTotal: 500_000,
    },
    {
      ...base,
      code: 'HORECA20',
      kind: 'amount',
      value: 2_000,
      channel: 'sk',
      audience: 'b2b',
      minOrderTotal: 20_000,
    },
    { ...base, code: 'MINUS5EUR', kind: 'amount', value: 500, channel: 'sk', minOrderTotal: 5_000 },
    {
      ...base,
      code: 'AKCIA7',
      kind: 'percent',
      value: 7,
      validFrom: clock.daysFromToday(-7),
      validTo: clock.daysFromToday(23),
    },
    {
      ...base,
      code: 'LETO2026',
      kind: 'percent',
      value: 15,
      validFrom: new Date('2026-06-01T00:00:00Z'),
      validTo: new Date('2026-08-31T22:00:00Z'),
    },
    {
      ...base,
      code: 'NOVINKA15',
      kind: 'percent',
      value: 15,
      validFrom: clock.daysFromToday(30),
      validTo: clock.daysFromToday(60),
    },
    { ...base, code: 'LIMIT1', kind: 'percent', value: 20, usageLimit: 1 },
    { ...base, code: 'VYCERPANY', kind: 'percent', value: 10, usageLimit: 100, usedCount: 100 },
    { ...base, code: 'NEAKTIVNY', kind: 'percent', value: 25, isActive: false },
  ];
}
