import type { AppPathname } from '@/lib/i18n/routing';

/**
 * Paths of the old shop that were renamed (routes.md, spec §2): links and bookmarks to them still
 * arrive, in any language's prefix, and move for good to the page's path in the visitor's language.
 */
export const legacyPaths: ReadonlyMap<string, AppPathname> = new Map<string, AppPathname>([
  ['/b2b/sing-in', '/b2b/prihlasenie'],
  ['/obchodni-podminky', '/obchodne-podmienky'],
  ['/obchodni-podminky-b2b', '/obchodne-podmienky-b2b'],
]);
