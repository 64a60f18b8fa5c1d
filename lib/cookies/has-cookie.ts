/** Whether a `document.cookie`-style string (`a=1; b=2`) holds a cookie called `name`. */
export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split('; ').some((cookie) => cookie.startsWith(`${name}=`));
}
