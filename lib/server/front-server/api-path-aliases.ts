/**
 * The spec's own spelling of three API paths (§7: `/api/category/`, `/api/topic/`, `/api/options/`). The
 * app's routes have no trailing slash and Next would answer these with a 308 to them, an extra round trip
 * for every client that follows the spec; they are answered directly instead.
 */
const ALIASES = new Map([
  ['/api/category/', '/api/category'],
  ['/api/topic/', '/api/topic'],
  ['/api/options/', '/api/options'],
]);

/** The request URL with an aliased path replaced, the query kept; the URL itself otherwise. */
export function withoutApiAlias(url: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const target = ALIASES.get(path);
  return target ? `${target}${at < 0 ? '' : url.slice(at)}` : url;
}
