import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The shop's clock at `instant`, as the UTC timestamp of the same wall-clock reading. */
function shopWallClock(instant: number): number {
  const part = Object.fromEntries(
    localParts.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]),
  );
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/**
 * The midnight (Europe/Prague) that ends the shop day `instant` falls on: a deadline lasts to the end of
 * its day on the shop's clock, whatever the hour it was counted from. Prague changes its clock at 2–3 am,
 * never at midnight, so the offset just after midnight is the one to use.
 */
export function endOfShopDay(instant: Date): Date {
  const wall = new Date(shopWallClock(instant.getTime()));
  const nextMidnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 1);
  const offset = shopWallClock(nextMidnight) - nextMidnight;
  const guess = nextMidnight - offset;
  return new Date(nextMidnight - (shopWallClock(guess) - guess));
}
