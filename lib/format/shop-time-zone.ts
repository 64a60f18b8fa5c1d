/** Dates the shop shows (invoices, discount windows) are its own (Prague) dates, whatever zone the server runs in. */
export const SHOP_TIME_ZONE = 'Europe/Prague';
