import { z } from 'zod';
import { type Locale, locales } from '@/lib/config/locales';
import { slugPattern } from './slug';

export const TEXT_TITLE_MAX = 200;
export const TEXT_SLUG_MAX = 120;
export const TEXT_CONTENT_MAX = 200_000;

/** The fields every translated text (a CMS page, a trend article) has in each language. */
export interface TranslatedText {
  slug: string;
  title: string;
  content: string;
}

/** A language the editor began: anything typed in its slug, title or content. */
export function isFilled(translation: TranslatedText): boolean {
  return Boolean(translation.slug.trim() || translation.title.trim() || translation.content.trim());
}

/** The languages a record has, in the shop's order. */
export function filledLocales(translations: Record<Locale, TranslatedText>): Locale[] {
  return locales.filter((locale) => isFilled(translations[locale]));
}

/** The fields of one language of a translated text; a record adds its own (a perex, a meta description). */
export const translationFields = {
  slug: z.string().trim().max(TEXT_SLUG_MAX, `maxLength|${TEXT_SLUG_MAX}`),
  title: z.string().trim().max(TEXT_TITLE_MAX, `maxLength|${TEXT_TITLE_MAX}`),
  content: z.string().trim().max(TEXT_CONTENT_MAX, `maxLength|${TEXT_CONTENT_MAX}`),
};

/**
 * The rule of one language (`.superRefine` of its object): left empty, the record has no such language;
 * once begun, its title, content and a valid slug are required.
 */
export function completeWhenBegun(
  translation: TranslatedText,
  context: z.core.$RefinementCtx<TranslatedText>,
): void {
  if (!isFilled(translation)) return;
  if (!translation.title) context.addIssue({ code: 'custom', path: ['title'], message: 'required' });
  if (!translation.content) context.addIssue({ code: 'custom', path: ['content'], message: 'required' });
  if (!translation.slug) context.addIssue({ code: 'custom', path: ['slug'], message: 'required' });
  else if (!slugPattern.test(translation.slug))
    context.addIssue({ code: 'custom', path: ['slug'], message: 'slug' });
}

/** The translations of a record, one per shop language. */
export function translationsSchema<T extends z.ZodType>(translation: T) {
  return z.object({ sk: translation, cs: translation, en: translation });
}

/**
 * The refinement of a record that must exist in at least one language; `message` names the record in the
 * form (shown under the Slovak title).
 */
export function someLanguageRequired(
  message: string,
): [
  (record: { translations: Record<Locale, TranslatedText> }) => boolean,
  { message: string; path: string[] },
] {
  return [
    (record) => filledLocales(record.translations).length > 0,
    { message, path: ['translations', 'sk', 'title'] },
  ];
}

/** Every language's texts for the edit form: those the record has, the others empty. */
export function translationsByLocale<Row extends { locale: Locale }, T>(
  rows: Row[],
  empty: T,
  toText: (row: Row) => T,
): Record<Locale, T> {
  const text = (locale: Locale) => {
    const row = rows.find((candidate) => candidate.locale === locale);
    return row ? toText(row) : { ...empty };
  };
  return { sk: text('sk'), cs: text('cs'), en: text('en') };
}
