import { selectCustomerRequestSchema } from '@/lib/api/contract/auth';
import { findSessionUserByTokenHash } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { translateApiError } from '@/lib/server/http/api-error-messages';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { authUserView, selectCustomer } from '@/lib/server/services/users';

export const dynamic = 'force-dynamic';

/** The customer a B2B user shops for (their own; any for dealers and superadmins); answers the new user. */
export const PUT = apiRoute(async (request, context) => {
  const { customer_id } = await parseJsonBody(request, selectCustomerRequestSchema);
  if (!context.user) throw new AppError(401, await translateApiError('UNAUTHORIZED', context.locale));
  const db = await getDb();
  if (!(await selectCustomer(db, context.user, customer_id))) {
    throw new AppError('CUSTOMER_NOT_SELECTABLE', undefined, { status: 403 });
  }
  const user = await findSessionUserByTokenHash(db, context.user.sessionTokenHash);
  if (!user) throw new AppError(401, await translateApiError('UNAUTHORIZED', context.locale));
  return Response.json({ user: await authUserView(db, user) }, { headers: { 'Cache-Control': 'no-store' } });
});
