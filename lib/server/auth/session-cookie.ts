import { SESSION_MAX_AGE_MS } from './auth-policy';
import { isHttpsRequest, readCookie, serializeCookie } from './cookies';
import { isWellFormedSessionToken } from './session-token';

/** Spec §9: the frame's auth module uses the prefix `auth.` and the strategy `local`. */
export const SESSION_COOKIE_NAME = 'auth._token.local';

const BEARER_PATTERN = /^Bearer\s+(\S+)\s*$/i;

export function sessionTokenFromCookie(headers: Headers): string | undefined {
  const token = readCookie(headers.get('cookie'), SESSION_COOKIE_NAME);
  return token && isWellFormedSessionToken(token) ? token : undefined;
}

export function sessionTokenFromBearer(headers: Headers): string | undefined {
  const token = BEARER_PATTERN.exec(headers.get('authorization') ?? '')?.[1];
  return token && isWellFormedSessionToken(token) ? token : undefined;
}

/** The token that authenticates a request: an API client's Bearer header first, then the cookie. */
export function sessionTokenOf(headers: Headers): string | undefined {
  return sessionTokenFromBearer(headers) ?? sessionTokenFromCookie(headers);
}

/** Every session token a request carries; login replaces them and logout ends them all. */
export function presentedSessionTokens(headers: Headers): string[] {
  const tokens = [sessionTokenFromBearer(headers), sessionTokenFromCookie(headers)];
  return [...new Set(tokens.filter((token): token is string => token !== undefined))];
}

/**
 * A browser sends a cookie on its own, a Bearer header only when a script sets it, which another site
 * cannot do without CORS: such a request needs no Origin check.
 */
export function isAuthenticatedByBearerOnly(headers: Headers): boolean {
  return (
    BEARER_PATTERN.test(headers.get('authorization') ?? '') &&
    !readCookie(headers.get('cookie'), SESSION_COOKIE_NAME)
  );
}

/** Readable by the frame's scripts (unlike the token): tells it a session may exist (spec §9). */
export const AUTH_STRATEGY_COOKIE_NAME = 'auth.strategy';
const AUTH_STRATEGY = 'local';

function authCookies(request: Request, token: string, maxAgeSeconds: number): string[] {
  const secure = isHttpsRequest(request);
  return [
    serializeCookie(SESSION_COOKIE_NAME, token, { maxAgeSeconds, httpOnly: true, secure }),
    serializeCookie(AUTH_STRATEGY_COOKIE_NAME, token ? AUTH_STRATEGY : '', { maxAgeSeconds, secure }),
  ];
}

/** Set-Cookie values that start a session in the browser. */
export function sessionCookies(token: string, request: Request): string[] {
  return authCookies(request, token, SESSION_MAX_AGE_MS / 1000);
}

/** Set-Cookie values that end the browser's session. */
export function clearedSessionCookies(request: Request): string[] {
  return authCookies(request, '', 0);
}

export function setCookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}
