import { getDb } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { translateApiError } from '@/lib/server/http/api-error-messages';
import { apiRoute } from '@/lib/server/http/api-route';
import { preferredLocaleField } from '@/lib/server/http/preferred-locale';
import { authUserView } from '@/lib/server/services/users';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async (_request, context) => {
  // Spec §8: the frame logs out on code 401, given as a number.
  if (!context.user) throw new AppError(401, await translateApiError('UNAUTHORIZED', context.locale));
  return Response.json(
    { user: await authUserView(await getDb(), context.user), ...preferredLocaleField(context.user.locale) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
