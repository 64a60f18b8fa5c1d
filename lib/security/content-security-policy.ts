/**
 * The Content-Security-Policy of the shop's pages. Scripts run only with this response's nonce (Next puts it
 * on its own scripts when it finds it in the request's policy), and what those load ('strict-dynamic'): an
 * injected <script> or on*= attribute has no nonce. Styles allow inline: React and Radix write style
 * attributes, and a nonce in style-src would turn those off. Images may come over https (rich text links
 * them); the reviews provider's widget talks to its own hosts.
 */

const REVIEWS_HOSTS = 'https://*.im9.cz https://*.heureka.cz https://*.heureka.sk';

export function pageContentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  const scriptSources = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"];
  // React's development build evaluates code to rebuild server stacks; production never does.
  if (options.development) scriptSources.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${REVIEWS_HOSTS}`,
    `frame-src ${REVIEWS_HOSTS}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON, files and media are never documents that run anything: nothing may load from them. */
export const NON_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/** 128 random bits, base64: a fresh one for every page request. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
