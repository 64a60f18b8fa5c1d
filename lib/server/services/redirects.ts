import 'server-only';
import { inArray } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { locales, type Locale } from '@/lib/config/locales';
import type { RedirectCheckResponse } from '@/lib/api/contract/settings';
import type { DbOrTx } from '@/lib/server/db';
import { redirects } from '@/lib/server/db/schema';
import { normalizeRedirectPath, safeRedirectTarget } from './links';

type FoundRedirect = NonNullable<RedirectCheckResponse['redirect']>;

const catalogUrls: Record<Locale, string> = {
  sk: env.CATALOG_URL_SK,
  cs: env.CATALOG_URL_CS,
  en: env.CATALOG_URL_EN,
};

/** The main site's catalogue in `locale` (footer link, spec §2): a path on this shop or an http(s) URL. */
export function catalogUrl(locale: Locale): string {
  return catalogUrls[locale];
}

const localePrefix = new RegExp(`^/(${locales.join('|')})(?=/|$)`);

/** A local target found through the unprefixed path keeps the visitor's language prefix. */
function withPrefix(prefix: string, to: string): string {
  if (!prefix || !to.startsWith('/')) return to;
  return to === '/' ? prefix : `${prefix}${to}`;
}

/**
 * The admin-managed redirect (admin `presmerovani`) for a path that has no page: the path as given
 * first, then without its locale prefix (`/en/b2b/sing-in` → `/b2b/sing-in` → `/en/b2b/sign-in`).
 */
export async function findRedirect(db: DbOrTx, rawPath: string): Promise<FoundRedirect | null> {
  const path = normalizeRedirectPath(rawPath);
  const prefix = localePrefix.exec(path)?.[0] ?? '';
  const unprefixed = prefix ? path.slice(prefix.length) || '/' : null;
  const candidates = unprefixed ? [path, unprefixed] : [path];
  const rows = await db
    .select({ fromPath: redirects.fromPath, toPath: redirects.toPath, statusCode: redirects.statusCode })
    .from(redirects)
    .where(inArray(redirects.fromPath, candidates));
  const row = rows.find((candidate) => candidate.fromPath === path) ?? rows[0];
  const target = row && safeRedirectTarget(row.toPath);
  if (!target) return null;
  const to = row.fromPath === path ? target : withPrefix(prefix, target);
  return { to, status_code: row.statusCode === 302 ? 302 : 301 };
}
