import type { Locale } from '@/lib/config/locales';
import { loadMessages } from '@/lib/i18n/messages';

export async function translateApiError(code: string, locale: Locale): Promise<string> {
  const messages = (await loadMessages(locale)).ApiErrors as Record<string, string>;
  return messages[code] ?? messages.INTERNAL_ERROR ?? code;
}
