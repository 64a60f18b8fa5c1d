import 'server-only';
import { AppError } from '@/lib/server/errors';
import { CHANNEL_HEADER, getRequestContext, requestHost, type RequestContext } from '@/lib/server/context';
import { errorResponse } from './error-response';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Handler<P> = (request: Request, context: RequestContext, params: P) => Promise<Response>;

/**
 * Mutations need the non-simple X-Channel-Id header (a form on another site cannot send it) and, when
 * the browser says where it comes from, the same origin: together they are the CSRF protection.
 */
function assertSafeToMutate(request: Request) {
  if (SAFE_METHODS.has(request.method)) return;
  if (!request.headers.get(CHANNEL_HEADER)) throw new AppError('MISSING_CHANNEL_HEADER');
  const origin = request.headers.get('origin');
  const host = requestHost(request.headers);
  if (origin && host && new URL(origin).host !== host) throw new AppError('CROSS_ORIGIN');
}

/** Wraps a route handler: request context, CSRF rules and the one error shape. */
export function apiRoute<P = Record<string, never>>(handler: Handler<P>) {
  return async (request: Request, route: { params: Promise<P> }): Promise<Response> => {
    const context = getRequestContext(request);
    try {
      assertSafeToMutate(request);
      return await handler(request, context, await route.params);
    } catch (error) {
      return errorResponse(error, context.locale);
    }
  };
}
