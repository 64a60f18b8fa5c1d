/**
 * What a request costs the process: a page is a render (React on the event loop), an API call mostly waits
 * for the database, a probe must answer even when the shop is busy, and files cost next to nothing. Page
 * paths are what proxy.ts's matcher takes: not the API, build files, media, public files or anything with a
 * dot in its path.
 */
export type RequestKind = 'page' | 'api' | 'probe' | 'file';

const PROBES = new Set(['/api/health', '/api/ready']);
const FILE_FOLDERS = /^\/(?:_next|_vercel|media|static)(?:\/|$)/;

export function requestKind(pathname: string): RequestKind {
  if (PROBES.has(pathname)) return 'probe';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (FILE_FOLDERS.test(pathname) || pathname.includes('.')) return 'file';
  return 'page';
}
