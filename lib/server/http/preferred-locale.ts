import type { Locale } from '@/lib/config/locales';

/**
 * Spec §7: an answer may carry the visitor's preferred locale, which the frame keeps and offers (the
 * language modal). A signed-in user's saved language comes back this way on any device.
 */
export function preferredLocaleField(locale: Locale | null): { preferredLocale?: Locale } {
  return locale ? { preferredLocale: locale } : {};
}
