import 'server-only';
import { randomUUID } from 'node:crypto';
import { isHttpsRequest } from '@/lib/server/auth/cookies';

export const VISITOR_COOKIE_NAME = 'visitor_id';
/** Two years: the last visited products should outlive a browser session by far. */
const VISITOR_COOKIE_MAX_AGE = 63_072_000;
const VISITOR_ID_FORMAT = /^[A-Za-z0-9-]{16,64}$/;

export interface Visitor {
  /** Who the per-visitor records (last visited products) belong to. */
  key: string;
  /** A `Set-Cookie` value that gives a new visitor its id; null when the request had one. */
  setCookie: string | null;
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The signed-in user's id once the request context carries one (sessions come with the authentication
 * issue; until then `user` is always null and visitors are told apart by their cookie alone).
 */
function signedInUserId(user: unknown): number | null {
  if (typeof user === 'object' && user !== null && 'id' in user && typeof user.id === 'number') {
    return user.id;
  }
  return null;
}

/** A signed-in user is the same visitor on every device; anyone else is their long-lived random cookie. */
export function identifyVisitor(request: Request, context: { user: unknown }): Visitor {
  const cookie = cookieValue(request, VISITOR_COOKIE_NAME);
  const visitorId = cookie && VISITOR_ID_FORMAT.test(cookie) ? cookie : randomUUID();
  const setCookie =
    visitorId === cookie
      ? null
      : [
          `${VISITOR_COOKIE_NAME}=${visitorId}`,
          'Path=/',
          `Max-Age=${VISITOR_COOKIE_MAX_AGE}`,
          'HttpOnly',
          'SameSite=Lax',
          ...(isHttpsRequest(request) ? ['Secure'] : []),
        ].join('; ');
  const userId = signedInUserId(context.user);
  return { key: userId === null ? `visitor:${visitorId}` : `user:${userId}`, setCookie };
}

/** Answers that depend on the visitor are never cached, and carry the new visitor's cookie. */
export function visitorResponseHeaders(visitor: Visitor): HeadersInit {
  return {
    'Cache-Control': 'private, no-store',
    ...(visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : {}),
  };
}
