import type { Locale } from '@/lib/config/locales';

/** A text in every shop language. */
export type Text = Record<Locale, string>;

export function tx(sk: string, cs: string, en: string): Text {
  return { sk, cs, en };
}

/** The same string in every language (numbers, codes, names). */
export function same(value: string): Text {
  return { sk: value, cs: value, en: value };
}

/**
 * Grammatical gender and number of a noun: masculine, feminine, neuter, plural, and neuter plural
 * (Czech adjectives differ there: "vhodná" párátka, but "vhodné" ručníky).
 */
export type Gender = 'm' | 'f' | 'n' | 'pl' | 'npl';

export interface Genders {
  sk: Gender;
  cs: Gender;
  /** English only knows number; by default it follows the Slovak noun. */
  en?: 'sg' | 'pl';
}

export function gd(sk: Gender, cs: Gender, en?: 'sg' | 'pl'): Genders {
  return en ? { sk, cs, en } : { sk, cs };
}

export function isPlural(genders: Genders, locale: Locale): boolean {
  if (locale === 'en') return genders.en ? genders.en === 'pl' : isPluralGender(genders.sk);
  return isPluralGender(genders[locale]);
}

function isPluralGender(gender: Gender): boolean {
  return gender === 'pl' || gender === 'npl';
}

/** Hard adjective or passive participle: "určen" → určený / určená / určené. */
export function adjective(stem: string, genders: Genders, locale: 'sk' | 'cs'): string {
  const gender = genders[locale];
  if (gender === 'm') return stem + 'ý';
  if (gender === 'f') return stem + 'á';
  if (gender === 'npl' && locale === 'cs') return stem + 'á';
  return stem + 'é';
}

/** Singular or plural form of a verb or phrase. */
export function number<T>(genders: Genders, locale: Locale, singular: T, plural: T): T {
  return isPlural(genders, locale) ? plural : singular;
}

/** The accusative pronoun: "môžete ho umývať", "můžete ji mýt", "it / them". */
export function pronoun(genders: Genders, locale: Locale): string {
  if (locale === 'en') return number(genders, locale, 'it', 'them');
  const gender = genders[locale];
  if (gender === 'f') return locale === 'sk' ? 'ju' : 'ji';
  if (gender === 'pl' || gender === 'npl') return locale === 'sk' ? 'ich' : 'je';
  return 'ho';
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Lowercases the first letter unless the word is an abbreviation ("GN", "PLA"). */
export function decapitalize(value: string): string {
  const second = value.charAt(1);
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return value;
  return value.charAt(0).toLowerCase() + value.slice(1);
}

/** Decimal comma in Slovak and Czech, decimal point in English. */
export function formatNumber(value: number, locale: Locale): string {
  const text = String(value);
  return locale === 'en' ? text : text.replace('.', ',');
}

export function mapText(value: Text, map: (text: string, locale: Locale) => string): Text {
  return { sk: map(value.sk, 'sk'), cs: map(value.cs, 'cs'), en: map(value.en, 'en') };
}

/** The English subject pronoun: "it" or "they". */
export function subject(genders: Genders): string {
  return number(genders, 'en', 'it', 'they');
}

/** Builds a value for every shop language. */
export function perLocale<T>(build: (locale: Locale) => T): Record<Locale, T> {
  return { sk: build('sk'), cs: build('cs'), en: build('en') };
}
