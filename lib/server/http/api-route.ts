import 'server-only';
import type { z } from 'zod';
import { isAuthenticatedByBearerOnly } from '@/lib/server/auth/session-cookie';
import { RateLimitError } from '@/lib/server/auth/rate-limit-error';
import { CHANNEL_HEADER, getRequestContext, getRequestShop, type RequestContext } from '@/lib/server/context';
import { AppError } from '@/lib/server/errors';
import { errorResponse } from './error-response';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { assertNoNulCharacters, assertNoNulInAddress } from './nul-characters';
import { JSON_BODY_MAX_BYTES, readBodyWithin } from './request-body';
import { privateUnlessSaid } from './private-unless-said';
import { requestOrigin } from './request-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Handler<P> = (request: Request, context: RequestContext, params: P) => Promise<Response>;

/**
 * Mutations need the non-simple X-Channel-Id header (a form on another site cannot send it) and, when
 * the browser says where it comes from, the same origin: together they are the CSRF protection. A call
 * authenticated only by a Bearer token cannot come from another site's page, so its origin is not checked.
 */
function assertSafeToMutate(request: Request) {
  if (SAFE_METHODS.has(request.method)) return;
  if (!request.headers.get(CHANNEL_HEADER)) throw new AppError('MISSING_CHANNEL_HEADER');
  if (isAuthenticatedByBearerOnly(request.headers)) return;
  const origin = request.headers.get('origin');
  if (origin && (originOf(origin) ?? 'null') !== ownOrigin(request)) throw new AppError('CROSS_ORIGIN');
}

/** Scheme, host and port: a page of this host over http (which anyone on the network can write) is another origin. */
function ownOrigin(request: Request): string | null {
  const { protocol, host } = requestOrigin(request);
  return originOf(`${protocol}//${host}`);
}

/** `scheme://host[:port]` as a browser writes it: lower case, without the scheme's default port. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

async function failureResponse(error: unknown, request: Request): Promise<Response> {
  const response = await errorResponse(error, getRequestShop(request).locale);
  if (error instanceof RateLimitError) response.headers.set('Retry-After', String(error.retryAfterSeconds));
  return response;
}

/**
 * Wraps a route handler: CSRF rules, request context (with the session), no NUL in the address, one error
 * shape, and never stored by a shared cache unless the handler says it may be.
 */
export function apiRoute<P = Record<string, never>>(handler: Handler<P>) {
  return async (request: Request, route: { params: Promise<P> }): Promise<Response> => {
    try {
      assertSafeToMutate(request);
      const context = await getRequestContext(request);
      const params = await route.params;
      assertNoNulInAddress(request.url, params);
      return privateUnlessSaid(await handler(request, context, params));
    } catch (error) {
      return privateUnlessSaid(await failureResponse(error, request));
    }
  };
}

/**
 * A JSON body checked by a zod schema; a body that is not JSON, or nests deeper than MAX_JSON_DEPTH, is a
 * validation error too, and one larger than `maxBytes` (JSON_BODY_MAX_BYTES unless the endpoint takes a
 * picture) a 413 before it is parsed.
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = JSON_BODY_MAX_BYTES }: { maxBytes?: number } = {},
): Promise<z.output<S>> {
  const text = new TextDecoder().decode(await readBodyWithin(request, maxBytes));
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new AppError('VALIDATION_ERROR', undefined, { fields: { _: ['depth'] } });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION_ERROR', undefined, { fields: { _: ['json'] } });
  }
  assertNoNulCharacters(body);
  return schema.parse(body);
}
