import { delay, HttpResponse } from 'msw';
import { defaultLocale, isLocale, type Locale } from '@/lib/config/locales';
import cs from '../../../messages/cs.json' with { type: 'json' };
import en from '../../../messages/en.json' with { type: 'json' };
import sk from '../../../messages/sk.json' with { type: 'json' };

/**
 * The ways the shop's API fails, as MSW resolvers for the unit tests (msw/node) and the browser tests
 * (tests/e2e-mocked, through page.route): an error in the API's `{ code, message }` shape, worded as the
 * server words it, a proxy's page in front of a dead server, a dropped connection, a late answer and an
 * answer of the wrong shape.
 */

/** Codes whose server text takes no values (TOO_MANY_SEARCHES needs its seconds). */
type PlainApiErrorCode = {
  [Code in keyof typeof sk.ApiErrors]: (typeof sk.ApiErrors)[Code] extends `${string}{${string}`
    ? never
    : Code;
}[keyof typeof sk.ApiErrors];

const catalogs = { sk, cs, en } as const;

/** The request's language as the server reads it: X-User-Locale, which the shop's API client always sends. */
function localeOf(request: Request): Locale {
  const header = request.headers.get('x-user-locale');
  return isLocale(header) ? header : defaultLocale;
}

/** `{ code, message }` with `status`: the server's own answer, its message in the request's language. */
export function apiError(status: number, code: PlainApiErrorCode, headers: Record<string, string> = {}) {
  return ({ request }: { request: Request }) =>
    HttpResponse.json({ code, message: catalogs[localeOf(request)].ApiErrors[code] }, { status, headers });
}

/** 500 from the app: an unhandled error, worded but without details. */
export const serverError = () => apiError(500, 'INTERNAL_ERROR');

/** 503 from the app (its database is away): try again in `seconds`. */
export const serviceUnavailable = (seconds = 5) =>
  apiError(503, 'SERVICE_UNAVAILABLE', { 'Retry-After': String(seconds) });

/** 429 from a rate limit, with the seconds to wait. */
export const tooManyRequests = (seconds: number) =>
  apiError(429, 'TOO_MANY_REQUESTS', { 'Retry-After': String(seconds) });

/** 401: the session ended (or was never there). */
export const unauthorized = () => apiError(401, 'UNAUTHORIZED');

/** A gateway's HTML page in front of a server that does not answer: a status and no `{ code, message }`. */
export function proxyErrorPage(status = 503) {
  return () =>
    new HttpResponse(`<!doctype html><title>${status}</title><h1>${status}</h1>`, {
      status,
      headers: { 'Content-Type': 'text/html' },
    });
}

/** The connection fails: no status at all (fetch rejects). */
export const networkFailure = () => () => HttpResponse.error();

/** A 200 whose body is not what the contract promises (a changed or broken backend). */
export const wrongShape = () => () => HttpResponse.json({ data: null, unexpected: true });

/** `answer`, after `ms`: a slow server, so a newer request can overtake it. */
export function late<Info>(ms: number, answer: (info: Info) => Response | Promise<Response>) {
  return async (info: Info) => {
    await delay(ms);
    return answer(info);
  };
}
