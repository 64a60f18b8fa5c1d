/**
 * A stand-in origin for the shop: any target that resolves to it is a relative reference, which stays on
 * whichever shop the browser is on. `.invalid` can never be a real host (RFC 2606).
 */
const SHOP = new URL('https://shop.invalid/');

function resolvesToShop(target: string): URL | null {
  try {
    const url = new URL(target, SHOP);
    return url.origin === SHOP.origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where a browser that follows `candidate` from a page of the shop ends up, as the path, query and
 * fragment of the parsed URL — or null when it would leave the shop. Checked after parsing, as the
 * browser does it: tabs and newlines vanish and `\` counts as `/`, so `/\t/evil.example` is
 * `//evil.example`. The parsed path is checked once more: `/.//evil.example` parses to the path
 * `//evil.example`, which leaves the shop when written out as a target.
 */
export function localTarget(candidate: string): string | null {
  const url = resolvesToShop(candidate);
  if (!url) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return resolvesToShop(target) ? target : null;
}
