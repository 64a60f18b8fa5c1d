/**
 * The contract's plain values, without zod: browser code reads them here so that its first-load
 * JavaScript holds no schema (the schemas load with the first response, see ResponseSchemaSource).
 */

/** Spec §5/§9: a search needs at least 3 characters. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;
export const LAST_VISITED_TYPE = 'last_visited_products';

/** Highest quantity of one item in a cart. */
export const CART_QUANTITY_MAX = 9999;

/** Most variants or products one price request may ask about (a page of cards, a product's variants). */
export const CUSTOMER_PRICES_MAX_IDS = 100;

/** Most lines one `add-items` call may carry (a quick order pasted from a spreadsheet, a reorder). */
export const CART_ADD_ITEMS_MAX = 200;

/** Customers on one page of the customer selection's search (dealers choose among all of them). */
export const CUSTOMER_SEARCH_PAGE_SIZE = 20;
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;

/** Invoices on one page of /b2b/faktury. */
export const INVOICES_PAGE_SIZE = 20;

/** The customer's most-bought items shown beside the recommended assortment. */
export const MOST_BOUGHT_LIMIT = 20;

/** Most lines one quick order may carry (pasted or in a CSV file): what one `add-items` call takes. */
export const QUICK_ORDER_MAX_LINES = CART_ADD_ITEMS_MAX;
/** Characters of a pasted quick order or its file's text; a file is refused above this many bytes. */
export const QUICK_ORDER_MAX_CHARS = 40_000;
