import 'server-only';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './password';

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a throw-away hash when there is no such user, so
 * that the answer takes as long whether the e-mail exists or not.
 */
export async function passwordMatches(password: string, storedHash: string | null): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  const matches = await verifyPassword(password, storedHash ?? (await dummyHash));
  return storedHash !== null && matches;
}
