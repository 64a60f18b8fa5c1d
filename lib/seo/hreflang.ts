import type { Metadata } from 'next';
import { defaultLocale } from '@/lib/config/locales';

type Alternates = NonNullable<Metadata['alternates']>;

/**
 * hreflang alternates with `x-default`: a visitor whose language we do not offer gets the default
 * locale's page (Slovak, without a prefix) where the page exists in it.
 */
export function withXDefault(languages: Record<string, string>): Record<string, string> {
  const fallback = languages[defaultLocale];
  return fallback ? { ...languages, 'x-default': fallback } : languages;
}

/** A page's `alternates` metadata: its canonical URL and its hreflang alternates with `x-default`. */
export function hreflangAlternates(
  canonical: string | undefined,
  languages: Record<string, string>,
): Alternates {
  return { canonical, languages: withXDefault(languages) };
}
