import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;

/** The order's secret for its thank-you and complete-order pages: 43 characters of base64url. */
export function newOrderToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Compares in constant time, so that the answer's timing tells nothing about the stored token. */
export function orderTokenMatches(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
