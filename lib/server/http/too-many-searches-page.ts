import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { loadMessages } from '@/lib/i18n/messages';

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The search page's answer to a client over the search limit: 429 with Retry-After and one translated
 * sentence, without rendering the shop (that is what the limit saves). No database: the catalogue text.
 */
export async function tooManySearchesPage(locale: Locale, retryAfterSeconds: number): Promise<Response> {
  const messages = (await loadMessages(locale)).ApiErrors;
  const message = createTranslator({ locale, messages })('TOO_MANY_SEARCHES', { seconds: retryAfterSeconds });
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>429</title></head><body><p>${escapeHtml(message)}</p></body></html>`;
  return new Response(html, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfterSeconds),
    },
  });
}
