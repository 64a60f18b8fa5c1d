import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { Locale } from '@/lib/config/locales';
import { splitLocalePrefix } from '@/lib/i18n/route-match';
import { isDatabaseUnavailable } from '@/lib/server/db/unavailable';
import {
  type Move,
  movedTarget,
  ownSlugPath,
  redirectTable,
  rootRedirect,
  slugPageOf,
} from '@/lib/server/services/links';

/** The redirect itself, with the request's query kept when the target has none of its own (campaign tags). */
function redirectTo(request: NextRequest, move: Move): NextResponse {
  const url = new URL(move.to, request.nextUrl);
  if (move.to.startsWith('/') && !url.search) url.search = request.nextUrl.search;
  return NextResponse.redirect(url, move.status);
}

/** `/` answered with the configured root redirect, before any language is chosen. */
export function rootRedirectOf(request: NextRequest): NextResponse | null {
  const move = request.nextUrl.pathname === '/' ? rootRedirect() : null;
  return move ? redirectTo(request, move) : null;
}

/** The language next-intl gave the request: the prefix of its redirect or of its rewrite. */
function chosenLocale(request: NextRequest, routed: NextResponse, hostLocale: Locale): Locale {
  const target = routed.headers.get('location') ?? routed.headers.get('x-middleware-rewrite');
  const path = target ? new URL(target, request.nextUrl).pathname : request.nextUrl.pathname;
  return splitLocalePrefix(path, hostLocale).locale;
}

async function ownSlugPathOrNull(path: string, hostLocale: Locale): Promise<string | null> {
  try {
    const { getDb } = await import('@/lib/server/db');
    return await ownSlugPath(await getDb(), path, hostLocale);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}

/**
 * An admin's redirect or a renamed path of the old shop, answered with its own 301/302 in one hop to the
 * page in the visitor's language, its slug included. Costs a lookup in memory (the spec's 404 page asked
 * the API for it after the page had loaded).
 */
export async function movedPageOf(
  request: NextRequest,
  routed: NextResponse,
  hostLocale: Locale,
): Promise<NextResponse | null> {
  const locale = chosenLocale(request, routed, hostLocale);
  const move = movedTarget({ path: request.nextUrl.pathname, locale, hostLocale }, await redirectTable());
  if (!move) return null;
  const url = new URL(move.to, request.nextUrl);
  const own = move.to.startsWith('/') && slugPageOf(url.pathname, hostLocale);
  const path = own ? await ownSlugPathOrNull(url.pathname, hostLocale) : null;
  return redirectTo(request, path ? { ...move, to: `${path}${url.search}${url.hash}` } : move);
}

/**
 * A language redirect of next-intl (`/kategorie/x` → `/cs/kategorie/x` for a Czech browser) goes straight
 * to that language's slug, so a link shared in one language is one hop from its page in another. Only
 * redirects to a slug page ask the database.
 */
export async function withOwnSlug(
  request: NextRequest,
  routed: NextResponse,
  hostLocale: Locale,
): Promise<NextResponse> {
  const location = routed.headers.get('location');
  if (!location) return routed;
  const url = new URL(location, request.nextUrl);
  if (!slugPageOf(url.pathname, hostLocale)) return routed;
  const path = await ownSlugPathOrNull(url.pathname, hostLocale);
  if (!path) return routed;
  url.pathname = path;
  routed.headers.set('location', url.toString());
  return routed;
}
