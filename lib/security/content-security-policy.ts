/**
 * The Content-Security-Policy of the shop's pages. Scripts run only with this response's nonce (Next puts it
 * on its own scripts when it finds it in the request's policy), and what those load ('strict-dynamic'): an
 * injected <script> or on*= attribute has no nonce. Styles allow inline: React and Radix write style
 * attributes, and a nonce in style-src would turn those off. Images come from the shop itself (rich text
 * may only embed /media/ images), from data: and blob: URLs (upload previews), and from the reviews
 * provider, whose widget talks to its own hosts and shows pictures from them and from im9.cz itself.
 */

const REVIEWS_HOSTS = 'https://*.im9.cz https://*.heureka.cz https://*.heureka.sk';
const REVIEWS_IMAGE_HOSTS = `${REVIEWS_HOSTS} https://im9.cz`;

function pagePolicy(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${REVIEWS_IMAGE_HOSTS}`,
    "font-src 'self' data:",
    `connect-src 'self' ${REVIEWS_HOSTS}`,
    `frame-src ${REVIEWS_HOSTS}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function pageContentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  const scriptSources = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"];
  // React's development build evaluates code to rebuild server stacks; production never does.
  if (options.development) scriptSources.push("'unsafe-eval'");
  return pagePolicy(scriptSources);
}

/**
 * The policy of a page served from the shared cache (docs/page-cache.md): its own inline scripts by hash,
 * script files from the shop's origin, and the reviews widget's host when the widget is configured (a
 * nonce's 'strict-dynamic' trusted what the shop's scripts loaded; without one, the host is named).
 */
export function hashedPageContentSecurityPolicy(
  hashSources: string[],
  options: { reviewsWidget: boolean },
): string {
  return pagePolicy(["'self'", ...hashSources, ...(options.reviewsWidget ? [REVIEWS_HOSTS] : [])]);
}

/** JSON, files and media are never documents that run anything: nothing may load from them. */
export const NON_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/** 128 random bits, base64: a fresh one for every page request. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
