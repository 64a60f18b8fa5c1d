import type { ServerResponse } from 'node:http';
import type { Locale } from '@/lib/config/locales';
import { NON_PAGE_CONTENT_SECURITY_POLICY } from '@/lib/security/content-security-policy';
import { SECURITY_HEADERS } from '@/lib/security/security-headers';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import sk from '@/messages/sk.json';

const catalogs = { sk, cs, en } as const;

export type RefusalReason = 'busy' | 'badAddress';

const STATUS: Record<RefusalReason, number> = { busy: 503, badAddress: 400 };
const API_CODE: Record<RefusalReason, 'SERVICE_UNAVAILABLE' | 'VALIDATION_ERROR'> = {
  busy: 'SERVICE_UNAVAILABLE',
  badAddress: 'VALIDATION_ERROR',
};
/** Busy: the same address again; a malformed address: the home page. */
const LINK: Record<RefusalReason, string> = { busy: '', badAddress: '/' };
/** A burst is over in a moment; a client that waits this long finds the shop free again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(locale: Locale, reason: RefusalReason): string {
  const texts = catalogs[locale].FrontServer[reason];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p><p><a href="${LINK[reason]}">${escapeHtml(texts.link)}</a></p></body></html>`;
}

function apiBody(locale: Locale, reason: RefusalReason): string {
  const code = API_CODE[reason];
  const message = catalogs[locale].ApiErrors[code];
  return JSON.stringify(
    reason === 'badAddress' ? { code, message, fields: { _: ['address'] } } : { code, message },
  );
}

/**
 * An answer the front server gives before the app sees the request (a page or an API error in the
 * visitor's language), with the headers every response of the shop carries. Never cached: it says
 * something about this moment or this one malformed address.
 */
export function refuse(
  response: ServerResponse,
  reason: RefusalReason,
  options: { api: boolean; locale: Locale },
): void {
  const body = options.api ? apiBody(options.locale, reason) : page(options.locale, reason);
  for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
  response.setHeader('Content-Security-Policy', NON_PAGE_CONTENT_SECURITY_POLICY);
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('Content-Type', options.api ? 'application/json' : 'text/html; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  if (reason === 'busy') response.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  response.statusCode = STATUS[reason];
  response.end(body);
}
