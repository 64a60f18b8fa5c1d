import type { Locale } from '@/lib/config/locales';
import { loadShopMessages } from '@/lib/i18n/message-overrides';

export async function translateApiError(code: string, locale: Locale): Promise<string> {
  const messages = (await loadShopMessages(locale)).ApiErrors as Record<string, string>;
  return messages[code] ?? messages.INTERNAL_ERROR ?? code;
}
