/** The shop's calendar: order years, the days of date filters and the dates customers read. */
export const SHOP_TIME_ZONE = 'Europe/Prague';
