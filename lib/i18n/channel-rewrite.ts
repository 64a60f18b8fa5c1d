import type { NextRequest, NextResponse } from 'next/server';
import type { ChannelId } from '@/lib/config/channels';
import { isLocale } from '@/lib/config/locales';

const REWRITE = 'x-middleware-rewrite';
const NEXT = 'x-middleware-next';

/**
 * next-intl rewrites `/kategorie/x` to `/sk/kategorie/x`. We add the country shop as a second segment
 * (`/sk/cz/kategorie/x`) so that a page's cached HTML is keyed by locale *and* channel: the same URL on
 * cz.localhost and sk.localhost must show different currencies.
 */
export function withChannelSegment(request: NextRequest, response: NextResponse, channel: ChannelId) {
  if (response.headers.has('location')) return response;
  const target = new URL(response.headers.get(REWRITE) ?? request.nextUrl.href);
  const [, locale, ...rest] = target.pathname.split('/');
  if (!isLocale(locale)) return response;
  target.pathname = ['', locale, channel, ...rest].join('/').replace(/\/$/, '') || '/';
  response.headers.delete(NEXT);
  response.headers.set(REWRITE, target.toString());
  return response;
}
