import 'server-only';
import type { RequestContext, SessionUser } from '@/lib/server/context';
import { AppError } from '@/lib/server/errors';
import { translateApiError } from '@/lib/server/http/api-error-messages';

/** The request's user; without one the call is answered `{ code: 401 }` as spec §8 expects. */
export async function signedInUser(context: RequestContext): Promise<SessionUser> {
  if (!context.user) throw new AppError(401, await translateApiError('UNAUTHORIZED', context.locale));
  return context.user;
}
