import 'server-only';
import type { AdminSection } from '@/lib/server/auth/admin-sections';
import type { RequestContext } from '@/lib/server/context';
import { type AdminCaller, adminCallerOf } from '@/lib/server/services/admin/admin-caller';
import { apiRoute } from './api-route';

type AdminHandler<P> = (
  request: Request,
  caller: AdminCaller,
  context: RequestContext,
  params: P,
) => Promise<Response>;

/**
 * An `/api/admin/*` handler of one admin page: the API route's CSRF rules and error shape, and before
 * anything else the caller's right to that page (401 anonymous, 403 wrong role).
 */
export function adminRoute<P = Record<string, never>>(section: AdminSection, handler: AdminHandler<P>) {
  return apiRoute<P>(async (request, context, params) =>
    handler(request, await adminCallerOf(context, section), context, params),
  );
}
