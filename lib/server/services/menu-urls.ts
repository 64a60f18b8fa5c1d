import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** A category's page in `locale`: `/kategorie/sklo`, `/cs/kategorie/sklo`, `/en/category/glass`. */
export function categoryUrl(locale: Locale, slug: string): string {
  return getPathname({ locale, href: { pathname: '/kategorie/[slug]', params: { slug } } });
}

export function topicUrl(locale: Locale, slug: string): string {
  return getPathname({ locale, href: { pathname: '/topic-page/[slug]', params: { slug } } });
}
