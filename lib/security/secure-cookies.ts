/**
 * Adds `Secure` to every cookie a response over https sets that lacks it: next-intl's locale cookie is
 * written by its middleware from a fixed configuration that cannot know how the request came in.
 */
export function secureCookiesOf(headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.every((cookie) => /;\s*secure\s*(;|$)/i.test(cookie))) return;
  headers.delete('set-cookie');
  for (const cookie of cookies) {
    headers.append('set-cookie', /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
  }
}
