import type { Locale } from '@/lib/config/locales';

/** Weekday abbreviations from Monday, as each language writes them in opening hours. */
const weekdays: Record<Locale, readonly string[]> = {
  cs: ['Po', 'Út', 'St', 'Čt', 'Pá', 'So', 'Ne'],
  sk: ['Po', 'Ut', 'St', 'Št', 'Pi', 'So', 'Ne'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

const dayOf = new Map<string, number>(
  (['cs', 'sk'] as const).flatMap((locale) => weekdays[locale].map((day, index) => [day, index] as const)),
);

/** A Czech or Slovak day abbreviation standing alone (not inside a word such as "Sobota" or "Pondělí"). */
const DAY = /(?<!\p{L})(Po|Út|Ut|St|Čt|Št|Pá|Pi|So|Ne)(?!\p{L})/gu;

/**
 * Opening hours as the carrier or the shop wrote them ("Po–Pá 8:00–18:00, So 8:00–12:00"), with the days in
 * the shopper's language ("Mon–Fri 8:00–18:00, Sat 8:00–12:00"); times and everything else stay as written.
 */
export function localizeOpeningHours(text: string, locale: Locale): string {
  return text.replace(DAY, (day) => weekdays[locale][dayOf.get(day)!]!);
}
