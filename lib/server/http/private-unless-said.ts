import 'server-only';
import { NO_STORE } from './query';

/**
 * An API answer may carry a visitor's cart, addresses, prices or session: without a Cache-Control of its
 * own, a shared cache (a proxy, a CDN) may store it and hand it to the next visitor. So every answer is
 * `private, no-store` unless its handler chose otherwise (the menus, the API document). Redirects are built
 * with headers that cannot be changed, and are copied.
 */
export function privateUnlessSaid(response: Response): Response {
  if (response.headers.has('cache-control')) return response;
  try {
    response.headers.set('Cache-Control', NO_STORE['Cache-Control']);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', NO_STORE['Cache-Control']);
    return copy;
  }
}
