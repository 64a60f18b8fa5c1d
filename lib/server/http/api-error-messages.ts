import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { loadShopMessages } from '@/lib/i18n/message-overrides';
import { loadMessages } from '@/lib/i18n/messages';

/** Errors that may mean the database is in trouble: their texts never wait for it. */
const withoutDatabase = new Set(['SERVICE_UNAVAILABLE', 'INTERNAL_ERROR']);

/** The message of an error code in the caller's language (with the admin's overrides); unknown codes say "internal error". */
export async function translateApiError(
  code: string,
  locale: Locale,
  values: Record<string, string> = {},
): Promise<string> {
  const catalog = withoutDatabase.has(code) ? await loadMessages(locale) : await loadShopMessages(locale);
  const messages = catalog.ApiErrors as Record<string, string>;
  const t = createTranslator({ locale, messages });
  return t.has(code) ? t(code, values) : t.has('INTERNAL_ERROR') ? t('INTERNAL_ERROR') : code;
}
