import type { Messages } from './messages';

/**
 * The messages a shop page hands to its client components: all but the administration's (`Admin`),
 * which only the admin layout sends to the browser, and the API documentation's (`ApiDocs`), a page
 * rendered on the server only.
 */
export function shopClientMessages(messages: Messages): Omit<Messages, 'Admin' | 'ApiDocs'> {
  const shop: Partial<Messages> = { ...messages };
  delete shop.Admin;
  delete shop.ApiDocs;
  return shop as Omit<Messages, 'Admin' | 'ApiDocs'>;
}
