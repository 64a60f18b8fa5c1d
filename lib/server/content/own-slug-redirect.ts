import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { getDb } from '@/lib/server/db';
import { ownSlug, type SlugKind } from '@/lib/server/services/links';

type SlugPathname =
  | '/kategorie/[slug]'
  | '/topic-page/[slug]'
  | '/stranky/[slug]'
  | '/text-page/[slug]'
  | '/trendy-a-inspiracie/[slug]';

export interface OwnSlugPage {
  kind: SlugKind;
  pathname: SlugPathname;
  locale: Locale;
  /** The slug as the page got it. */
  slug: string;
  query?: Record<string, string | string[] | undefined>;
}

function decodedOrNull(slug: string): string | null {
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}

/**
 * A page whose slug is another language's (`/en/category/pohare-na-vino`) moves for good to this
 * language's slug of the same record; it returns only when there is none.
 */
export async function redirectToOwnSlug({ kind, pathname, locale, slug, query }: OwnSlugPage): Promise<void> {
  const decoded = decodedOrNull(slug);
  if (decoded === null) return;
  const own = await ownSlug(await getDb(), kind, decoded, locale);
  if (own && own !== decoded) permanentRedirect({ href: { pathname, params: { slug: own }, query }, locale });
}
