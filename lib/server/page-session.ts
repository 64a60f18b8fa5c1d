import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { isWellFormedSessionToken } from '@/lib/server/auth/session-token';
import { findSessionUser } from '@/lib/server/auth/sessions';
import type { SessionUser } from '@/lib/server/auth/session-user';
import { getDb } from '@/lib/server/db';

/** The signed-in user of a dynamically rendered page (guards of the admin and account areas). */
export async function getPageSessionUser(): Promise<SessionUser | null> {
  const token = (await cookies()).get(SESSION_COOKIE_NAME)?.value;
  if (!token || !isWellFormedSessionToken(token)) return null;
  return findSessionUser(await getDb(), token);
}
