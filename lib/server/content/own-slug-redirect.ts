import 'server-only';
import { permanentRedirect } from 'next/navigation';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { ownSlug, type SlugKind } from '@/lib/server/services/links';

export interface OwnSlugPage {
  kind: SlugKind;
  locale: Locale;
  /** The slug as the page got it. */
  slug: string;
  /** The page's query string (`searchString`), kept on the redirect. */
  search?: string;
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
 * language's slug of the same record; it returns only when there is none. The target is relative (only
 * the last segment changes), so it keeps whatever prefix the request had: the cached redirect serves
 * `/cs/kategorie/…` on the default shop and `/kategorie/…` on the Czech domain alike, in one hop.
 */
export async function redirectToOwnSlug({ kind, locale, slug, search }: OwnSlugPage): Promise<void> {
  const decoded = decodedOrNull(slug);
  if (decoded === null) return;
  const own = await ownSlug(await getDb(), kind, decoded, locale);
  if (own && own !== decoded) permanentRedirect(`./${encodeURIComponent(own)}${search ? `?${search}` : ''}`);
}
