import { describe, expect, it } from 'vitest';
import { endOfShopDay } from '@/lib/format/shop-day-end';

describe('the end of a shop day (Europe/Prague)', () => {
  it('is the next midnight on the shop’s clock, in winter and in summer time', () => {
    expect(endOfShopDay(new Date('2026-12-07T23:30:00Z'))).toEqual(new Date('2026-12-08T23:00:00Z'));
    expect(endOfShopDay(new Date('2026-12-08T00:00:00Z'))).toEqual(new Date('2026-12-08T23:00:00Z'));
    expect(endOfShopDay(new Date('2026-12-07T22:59:59Z'))).toEqual(new Date('2026-12-07T23:00:00Z'));
    expect(endOfShopDay(new Date('2026-07-01T10:00:00Z'))).toEqual(new Date('2026-07-01T22:00:00Z'));
  });

  it('counts the day the clocks change by its own length', () => {
    expect(endOfShopDay(new Date('2026-03-29T12:00:00Z'))).toEqual(new Date('2026-03-29T22:00:00Z'));
    expect(endOfShopDay(new Date('2026-10-25T12:00:00Z'))).toEqual(new Date('2026-10-25T23:00:00Z'));
  });
});
