import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 32 random bytes in base64url: 43 characters, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Only this hash is stored, so a leaked sessions table does not let anyone sign in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Anything else cannot be one of our tokens, so it is refused without asking the database. */
export function isWellFormedSessionToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
