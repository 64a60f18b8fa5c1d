import { localTarget } from '@/lib/navigation/local-target';

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** `b2b/sing-in/` and `/b2b//sing-in` both become `/b2b/sing-in`; the root stays `/`. */
export function normalizeRedirectPath(rawPath: string): string {
  const path = `/${decodeSafely(rawPath)}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return path || '/';
}

/**
 * A redirect's target as it may be followed: a path that stays on this shop (checked as a browser
 * parses it, so never `//host` or `/\host`), or an http(s) address the admin chose; null otherwise.
 */
export function safeRedirectTarget(to: string): string | null {
  if (to.startsWith('/')) return localTarget(to);
  try {
    const url = new URL(to);
    return url.protocol === 'http:' || url.protocol === 'https:' ? to : null;
  } catch {
    return null;
  }
}
