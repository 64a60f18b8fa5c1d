import { NextResponse, type NextRequest } from 'next/server';
import { getDb } from '@/lib/server/db';
import { isDatabaseUnavailable } from '@/lib/server/db/unavailable';
import { b2bGuardTarget } from './b2b-guard';
import { sessionTokenFromCookie } from './session-cookie';
import { findSessionUser } from './sessions';

/** The internal path of a rewritten page request: `/sk/cz/kategorie/x` → `/kategorie/x`. */
function internalPathOf(rewrite: string): { locale: string; path: string } {
  const [, locale = '', , ...rest] = new URL(rewrite).pathname.split('/');
  return { locale, path: `/${rest.join('/')}` };
}

/**
 * The session's user; null (the request goes on as it is) when the database cannot be reached: the page
 * then shows the error page, or its cached HTML, which is the same for every visitor and so shows
 * nothing the guard protects. Without this the proxy's failure would be a bare 500 without the page.
 */
async function sessionUserOrPass(token: string) {
  try {
    return await findSessionUser(await getDb(), token);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}

/**
 * routes.md: the B2B guard runs on the server for every page, cached ones included, so it lives in the
 * proxy. Only requests that carry a session cookie cost a query; everyone else passes untouched.
 */
export async function applyB2bGuard(request: NextRequest, response: NextResponse): Promise<NextResponse> {
  const token = sessionTokenFromCookie(request.headers);
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (!token || !rewrite) return response;
  const user = await sessionUserOrPass(token);
  if (!user) return response;
  const { locale, path } = internalPathOf(rewrite);
  const target = b2bGuardTarget(user, path);
  if (!target) return response;
  const url = request.nextUrl.clone();
  const usedPrefix = url.pathname === `/${locale}` || url.pathname.startsWith(`/${locale}/`);
  url.pathname = `${usedPrefix ? `/${locale}` : ''}${target}`;
  url.search = '';
  return NextResponse.redirect(url, 307);
}
