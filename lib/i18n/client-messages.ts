import type { Messages } from './messages';

/**
 * The messages a shop page hands to its client components: all but the administration's (`Admin`),
 * which only the admin layout sends to the browser.
 */
export function shopClientMessages(messages: Messages): Omit<Messages, 'Admin'> {
  const shop: Partial<Messages> = { ...messages };
  delete shop.Admin;
  return shop as Omit<Messages, 'Admin'>;
}
