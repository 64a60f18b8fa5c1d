import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { ChannelId } from '@/lib/config/channels';
import { CART_MARKER_COOKIE } from '@/lib/cart/cart-marker';
import { isHttpsRequest, readCookie, serializeCookie } from '@/lib/server/auth/cookies';

/** The anonymous visitor's cart: a random token in an httpOnly cookie, only its hash in the database. */
export const CART_COOKIE_NAME = 'cart_token';
const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
const TOKEN_BYTES = 32;
/** 32 random bytes in base64url: 43 characters, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newCartToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * The channel is part of the hash: on one host (plain localhost) the visitor has one cookie for both
 * shops, and each shop must find its own cart under it (the hash column is unique).
 */
export function cartTokenHash(token: string, channel: ChannelId): string {
  return createHash('sha256').update(`${channel}:${token}`).digest('hex');
}

/** The cart token of the request's cookie; anything that cannot be one of ours is ignored. */
export function cartTokenOf(headers: Headers): string | null {
  const token = readCookie(headers.get('cookie'), CART_COOKIE_NAME);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** The anonymous cart a request's cookie points to in `channel`, if it carries one. */
export function anonymousCartOf(headers: Headers, channel: ChannelId) {
  const token = cartTokenOf(headers);
  return token ? { tokenHash: cartTokenHash(token, channel), channel } : undefined;
}

/**
 * Set-Cookie of a new anonymous cart: the token httpOnly, SameSite=Lax, Path=/ (and Secure over https),
 * and beside it the readable marker that there is a cart (lib/cart/cart-marker.ts), for as long.
 */
export function cartCookies(token: string, request: Request): string[] {
  const secure = isHttpsRequest(request);
  return [
    serializeCookie(CART_COOKIE_NAME, token, {
      maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS,
      httpOnly: true,
      secure,
    }),
    serializeCookie(CART_MARKER_COOKIE, '1', {
      maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS,
      httpOnly: false,
      secure,
    }),
  ];
}
