import { hasCookie } from '@/lib/cookies/has-cookie';

/**
 * A readable cookie set beside the httpOnly cart token when a visitor's first item goes into a cart: the
 * header's mini cart asks for the cart only when this (or a session) says there can be one, so a first
 * visit loads neither the cart call nor its response schema.
 */
export const CART_MARKER_COOKIE = 'has_cart';

export function hasCartMarker(cookies: string): boolean {
  return hasCookie(cookies, CART_MARKER_COOKIE);
}
