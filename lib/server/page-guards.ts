import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { redirect } from 'next/navigation';
import { getPathname } from '@/lib/i18n/navigation';
import type { SessionUser } from '@/lib/server/auth/session-user';
import { getPageSessionUser } from './page-session';

type GuardedPath = '/b2b/vyberte-zakaznika' | '/b2b/zablokovany-ucet';

/**
 * routes.md "logged in": an anonymous visitor goes to the login page, which brings them back here
 * after signing in (and leaves them at home if they give up, as the spec's redirect to / would).
 */
export async function requireSignedInUser(locale: Locale, here: GuardedPath): Promise<SessionUser> {
  const user = await getPageSessionUser();
  if (!user) {
    const next = getPathname({ href: here, locale });
    redirect(getPathname({ href: { pathname: '/login', query: { next } }, locale }));
  }
  return user;
}
