import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { hreflangAlternates } from '@/lib/seo/hreflang';
import type { ImageRef } from '@/lib/server/services/media';

export type ContentHref = Parameters<typeof getPathname>[0]['href'];

const openGraphLocales: Record<Locale, string> = { sk: 'sk_SK', cs: 'cs_CZ', en: 'en_GB' };

export interface ContentMetadataInput {
  locale: Locale;
  title: string;
  description: string;
  /** Where the page lives in each locale it exists in; slugs differ per locale, so each builds its own. */
  hrefs: Partial<Record<Locale, ContentHref>>;
  image?: ImageRef | null;
  type?: 'website' | 'article';
}

/** Title, description, canonical + hreflang alternates and Open Graph of a content page. */
export function contentMetadata(input: ContentMetadataInput): Metadata {
  const { locale, title, description, hrefs, image, type = 'website' } = input;
  const languages = Object.fromEntries(
    Object.entries(hrefs).map(([other, href]) => [other, getPathname({ href, locale: other as Locale })]),
  );
  const canonical = languages[locale];
  return {
    title,
    description: description || undefined,
    alternates: hreflangAlternates(canonical, languages),
    openGraph: {
      type,
      title,
      description: description || undefined,
      url: canonical,
      locale: openGraphLocales[locale],
      images: image ? [{ url: image.url, width: image.width, height: image.height }] : undefined,
    },
  };
}
