import 'server-only';

/** Menus change rarely; the locale may come from the X-User-Locale header or the locale cookie. */
export const MENU_CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=300',
  Vary: 'X-User-Locale, Cookie',
};
