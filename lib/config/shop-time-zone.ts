/**
 * The shop's calendar, whatever zone the server runs in: order years, the days of date filters and
 * statistics, and the dates customers read (invoices, discount windows).
 */
export const SHOP_TIME_ZONE = 'Europe/Prague';
